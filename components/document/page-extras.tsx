import { getTranslations } from 'next-intl/server';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { ScrollToTop } from '@/components/front/scroll-to-top';

/** The client islands every page has: the cookie banner and scroll-to-top (SPEC §2.6). */
export async function PageExtras() {
  const t = await getTranslations('CookieBanner');
  const ts = await getTranslations('ScrollToTop');
  const labels = {
    label: t('label'),
    message: t('message'),
    details: t('details'),
    optOut: t('optOut'),
    gotIt: t('gotIt'),
    learnMore: t('learnMore'),
    postpone: t('postpone'),
  };
  return (
    <>
      <CookieBanner labels={labels} debug={process.env.NEXT_PUBLIC_COOKIE_BANNER_DEBUG === '1'} />
      <ScrollToTop label={ts('label')} />
    </>
  );
}
