import { getTranslations } from 'next-intl/server';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { ScrollToTop } from '@/components/front/scroll-to-top';
import { publicEnv } from '@/lib/env/public';

/** The client islands every page has: the cookie banner and scroll-to-top (docs/product.md §2.6). */
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
      <CookieBanner labels={labels} debug={publicEnv.cookieBannerDebug} />
      <ScrollToTop label={ts('label')} />
    </>
  );
}
