import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { House, Rocket } from 'lucide-react';
import { localePath } from '@/lib/i18n/locale-path';
import type { PageContext } from '@/lib/site/page-context';
import { NOTIFY_ERRORS, NOTIFY_FIELD_ERRORS } from '@/lib/templates/coming-soon-schema';
import { MiscFrame } from './misc-frame';
import { NotifyForm, type NotifyFormLabels } from './notify-form';

/**
 * docs/templates.md `/pages/misc/coming-soon`: "we are working on it", with a form that asks the
 * site's admins to write when it is ready (a contact message, lib/templates/coming-soon-action.ts).
 */
export async function ComingSoonPage({ site, locale }: PageContext) {
  const t = await getTranslations('MiscPages.comingSoon');
  const tc = await getTranslations('Common');
  // The blank layout has no client messages: the form gets its words as props.
  const labels: NotifyFormLabels = {
    email: t('email'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    sending: t('sending'),
    thanks: t('thanks'),
    website: t('website'),
    fieldErrors: Object.fromEntries(
      NOTIFY_FIELD_ERRORS.map((key) => [key, t(key)]),
    ) as NotifyFormLabels['fieldErrors'],
    errors: Object.fromEntries(
      NOTIFY_ERRORS.map((key) => [key, t(`error_${key}`)]),
    ) as NotifyFormLabels['errors'],
  };
  return (
    <MiscFrame
      site={site}
      locale={locale}
      path="/pages/misc/coming-soon"
      art={<Rocket aria-hidden className="size-11 rtl:-scale-x-100" />}
    >
      <p className="mt-8 text-sm font-semibold tracking-wide text-primary uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {t('title', { appName: site.appName })}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('text')}</p>
      <div className="mx-auto mt-8 max-w-md text-start">
        <NotifyForm labels={labels} locale={locale} />
      </div>
      <Link
        href={localePath(locale, '/')}
        className="mt-8 inline-flex items-center gap-2 rounded-md px-4 py-2.5 text-sm font-semibold text-primary hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <House aria-hidden className="size-4" />
        {tc('backHome')}
      </Link>
    </MiscFrame>
  );
}
