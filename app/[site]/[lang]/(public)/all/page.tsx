import { getTranslations } from 'next-intl/server';
import { Portal } from '@/components/front/portal';
import { LOCALES } from '@/lib/i18n/locales';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { SITE_IDS } from '@/sites';

export function generateStaticParams() {
  return SITE_IDS.flatMap((site) => LOCALES.map((lang) => ({ site, lang })));
}

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  const t = await getTranslations('Portal');
  return { title: t('title') };
}

/** `/{lang}/all` on every host (also the `/testvideo` target). */
export default async function PortalRoute({ params }: { params: SiteParams }) {
  const { site, locale } = await pageContext(params);
  return <Portal site={site} locale={locale} path="/all" />;
}
