import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LifeBuoy } from 'lucide-react';
import { helpCenterPath } from '@/lib/help-center/help-center-seo';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { SiteConfig } from '@/sites';

/**
 * The way on when the articles did not answer: the FAQ, and the contact form when the page holds
 * one (`#contact`, the front page's ContactSection) or else the help center, which does.
 */
export async function MoreHelp({
  site,
  locale,
  contactOnPage,
}: {
  site: SiteConfig;
  locale: Locale;
  contactOnPage: boolean;
}) {
  const t = await getTranslations('HelpCenter');
  const link =
    'inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';
  return (
    <section
      aria-labelledby="more-help-title"
      className="surface flex flex-col gap-4 border border-transparent p-6 sm:flex-row sm:items-center"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
        <LifeBuoy aria-hidden className="size-6" />
      </span>
      <div className="grow">
        <h2 id="more-help-title" className="text-lg font-semibold">
          {t('moreHelpTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('moreHelpText', { appName: site.appName })}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          href={localePath(locale, '/pages/faq')}
          className={`${link} border border-border bg-card hover:bg-accent`}
        >
          {t('faqLink')}
        </Link>
        {contactOnPage ? (
          <a href="#contact" className={`${link} bg-primary text-primary-foreground hover:opacity-90`}>
            {t('contactLink')}
          </a>
        ) : (
          <Link
            href={helpCenterPath(locale)}
            className={`${link} bg-primary text-primary-foreground hover:opacity-90`}
          >
            {t('metaTitle')}
          </Link>
        )}
      </div>
    </section>
  );
}
