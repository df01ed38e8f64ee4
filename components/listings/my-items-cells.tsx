'use client';

import { ImageOff } from 'lucide-react';
import { useTranslations } from 'next-intl';

export type ColumnLabelKey =
  'colImage' | 'colName' | 'colPrice' | 'colStatus' | 'colViews' | 'colUpdated' | 'colActions';

/** A translated column header (a component, so the column definitions need no translator). */
export function ColumnLabel({ labelKey, hidden = false }: { labelKey: ColumnLabelKey; hidden?: boolean }) {
  const t = useTranslations('MyItems');
  return <span className={hidden ? 'sr-only' : undefined}>{t(labelKey)}</span>;
}

/** The cover image at 64×48, or a placeholder when the listing has no images. */
export function Thumbnail({ url, name }: { url: string | null; name: string }) {
  const t = useTranslations('MyItems');
  if (!url) {
    return (
      <span
        role="img"
        aria-label={t('noImage')}
        className="grid h-12 w-16 place-items-center rounded-md bg-muted text-muted-foreground"
      >
        <ImageOff aria-hidden className="size-5" />
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored thumbnail variant, already resized
    <img
      src={url}
      alt={name}
      width={64}
      height={48}
      loading="lazy"
      className="h-12 w-16 rounded-md object-cover"
    />
  );
}
