import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/utils';
import { FormsIntl } from './forms-intl';

/** The pages of the form gallery: each has a sub-object of `FormsGallery` with its wording. */
export type FormsGalleryPage = Exclude<keyof Messages['FormsGallery'], 'common' | 'validation'>;

/**
 * One gallery page: its single h1 and a line about it, then its demos in a two-column grid
 * (one column on phones), inside the page's messages for its client components.
 */
export async function GalleryPage({
  locale,
  page,
  wide = false,
  after,
  children,
}: {
  locale: Locale;
  page: FormsGalleryPage;
  /** One demo per row: for pages whose demos need the whole width (form layouts, the editor). */
  wide?: boolean;
  /** Rendered after the demos, outside their grid (the toaster of the pages whose forms use one). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations(`FormsGallery.${page}`);
  return (
    <FormsIntl locale={locale} page={page}>
      <div className="space-y-6">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('intro')}</p>
        </header>
        {/* Two columns when the page's own width allows it (the navigation may take part of the screen). */}
        <div className="@container">
          <div className={cn('grid items-start gap-6', !wide && '@4xl:grid-cols-2')}>{children}</div>
        </div>
      </div>
      {after}
    </FormsIntl>
  );
}

/** The page title for `generateMetadata`. */
export async function galleryTitle(page: FormsGalleryPage): Promise<string> {
  return (await getTranslations(`FormsGallery.${page}`))('title');
}
