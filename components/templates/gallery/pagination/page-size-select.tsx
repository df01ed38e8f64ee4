'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useRouter } from '@/lib/i18n/navigation';
import { PAGE_SIZES, pageQuery } from './pagination-request';

/** Items per page: a new size starts again at page 1 (the old page number means other items). */
export function PageSizeSelect({ size }: { size: number }) {
  const t = useTranslations('ComponentsGallery.pagination');
  const router = useRouter();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('perPage')}</Label>
      <Select
        value={String(size)}
        onValueChange={(value) =>
          router.push(
            { pathname: '/components/pagination', query: pageQuery(1, Number(value)) },
            { scroll: false },
          )
        }
      >
        <SelectTrigger id={id} className="w-28">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PAGE_SIZES.map((option) => (
            <SelectItem key={option} value={String(option)}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
