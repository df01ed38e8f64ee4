'use client';

import { ArrowDownUp, Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const VIEW_OPTIONS = ['photos', 'prices', 'map'] as const;
type ViewOption = (typeof VIEW_OPTIONS)[number];

/** Check items that stay open while you tick them; what is shown is listed under the button. */
export function ViewMenu() {
  const t = useTranslations('ComponentsGallery.menu.checkbox');
  const [shown, setShown] = useState<ViewOption[]>(['photos', 'prices']);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <Eye aria-hidden />
            {t('open')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-56">
          <DropdownMenuLabel>{t('label')}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {VIEW_OPTIONS.map((option) => (
            <DropdownMenuCheckboxItem
              key={option}
              checked={shown.includes(option)}
              // Keep the menu open, so several options can be ticked in a row.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) =>
                setShown((list) => (checked ? [...list, option] : list.filter((item) => item !== option)))
              }
            >
              {t(`options.${option}`)}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {shown.length
          ? t('shown', {
              list: VIEW_OPTIONS.filter((option) => shown.includes(option))
                .map((option) => t(`options.${option}`))
                .join(', '),
            })
          : t('nothing')}
      </p>
    </>
  );
}

const SORTS = ['newest', 'priceUp', 'priceDown', 'area'] as const;
type Sort = (typeof SORTS)[number];

/** Radio items: one sort order of four, shown on the button itself. */
export function SortMenu() {
  const t = useTranslations('ComponentsGallery.menu.radio');
  const [sort, setSort] = useState<Sort>('newest');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <ArrowDownUp aria-hidden />
          {t('button', { sort: t(`options.${sort}`) })}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        <DropdownMenuLabel>{t('label')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={sort} onValueChange={(value) => setSort(value as Sort)}>
          {SORTS.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {t(`options.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
