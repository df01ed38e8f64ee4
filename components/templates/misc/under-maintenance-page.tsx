import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { House, Wrench } from 'lucide-react';
import { localePath } from '@/lib/i18n/locale-path';
import type { PageContext } from '@/lib/site/page-context';
import { MiscFrame } from './misc-frame';

/**
 * docs/templates.md `/pages/misc/under-maintenance`: how the site would tell its visitors about
 * planned work. A template page, not an outage switch: it answers 200 and nothing links to it.
 */
export async function UnderMaintenancePage({ site, locale }: PageContext) {
  const t = await getTranslations('MiscPages.maintenance');
  const tc = await getTranslations('Common');
  return (
    <MiscFrame
      site={site}
      locale={locale}
      path="/pages/misc/under-maintenance"
      art={<Wrench aria-hidden className="size-11" />}
    >
      <p className="mt-8 text-sm font-semibold tracking-wide text-primary uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('text', { appName: site.appName })}</p>
      <p className="mt-2 text-muted-foreground">{t('hint')}</p>
      <Link
        href={localePath(locale, '/')}
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <House aria-hidden className="size-4" />
        {tc('backHome')}
      </Link>
    </MiscFrame>
  );
}
