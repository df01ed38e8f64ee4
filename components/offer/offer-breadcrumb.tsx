import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ChevronRight } from 'lucide-react';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { SiteConfig } from '@/sites';

export async function OfferBreadcrumb({
  site,
  locale,
  productName,
}: {
  site: SiteConfig;
  locale: Locale;
  productName: string;
}) {
  const t = await getTranslations('Offer');
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
        <li className="shrink-0">
          <Link href={localePath(locale, '/')} className="hover:text-foreground hover:underline">
            {site.appName}
          </Link>
        </li>
        <li aria-hidden className="shrink-0">
          <ChevronRight className="size-4 rtl:rotate-180" />
        </li>
        <li aria-current="page" className="truncate font-medium text-foreground">
          {productName}
        </li>
      </ol>
    </nav>
  );
}
