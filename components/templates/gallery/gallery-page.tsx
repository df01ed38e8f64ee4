import { NextIntlClientProvider, type AbstractIntlMessages, type Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';
import type { GalleryPageKey } from './gallery-pages';

/**
 * The frame of every component gallery page (docs/templates.md): the page's one `<h1>` and its
 * introduction, then its demo sections. Its client demos read `ComponentsGallery.<page>` (and
 * `ComponentsGallery.common`), which travel to the browser for this subtree only.
 */
export async function GalleryPage({
  locale,
  page,
  introValues,
  namespaces = [],
  children,
}: {
  locale: Locale;
  page: GalleryPageKey;
  /** Arguments of the introduction, e.g. the site's name. */
  introValues?: Record<string, string>;
  /** Other namespaces its client components read (`Validation` for a form's errors). */
  namespaces?: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const t = await getTranslations(`ComponentsGallery.${page}`);
  const all = (await getMessages()) as Record<string, Record<string, unknown>>;
  const gallery = all.ComponentsGallery!;
  const messages = {
    ...Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]])),
    ComponentsGallery: { common: gallery.common, [page]: gallery[page] },
  };
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages as AbstractIntlMessages}
      timeZone={APP_TIME_ZONE}
    >
      <div className="space-y-6">
        <header className="surface relative overflow-hidden p-6">
          <div aria-hidden className="absolute -end-10 -top-10 size-40 rounded-full bg-primary-soft" />
          <h1 className="relative text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="relative mt-1 max-w-3xl text-muted-foreground">{t('intro', introValues)}</p>
        </header>
        {children}
      </div>
    </NextIntlClientProvider>
  );
}
