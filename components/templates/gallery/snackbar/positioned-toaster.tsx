'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Toaster, toast } from '@/components/ui/toaster';

const POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
type Position = (typeof POSITIONS)[number];

/**
 * The page's one Toaster (no other page mounts it), with the corner its toasts appear in. By
 * default that is the bottom end: bottom right, bottom left in Arabic.
 */
export function PositionedToaster() {
  const t = useTranslations('ComponentsGallery.snackbar.positions');
  const [position, setPosition] = useState<Position | null>(null);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SegmentedFilter
        label={t('label')}
        value={position ?? 'default'}
        options={[
          { value: 'default', label: t('default') },
          ...POSITIONS.map((value) => ({ value, label: t(value) })),
        ]}
        onChange={(value) => setPosition(value === 'default' ? null : (value as Position))}
      />
      <Button variant="outline" onClick={() => toast(t('message', { position: t(position ?? 'default') }))}>
        {t('show')}
      </Button>
      <Toaster containerAriaLabel={t('region')} {...(position ? { position } : {})} />
    </div>
  );
}
