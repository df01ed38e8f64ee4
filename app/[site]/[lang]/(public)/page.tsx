import { FrontPage } from '@/components/front/front-page';
import { Portal } from '@/components/front/portal';
import { LOCALES } from '@/lib/i18n/locales';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { SITE_IDS } from '@/sites';

/** The newest offers are re-read at most every 5 minutes (and at once when a listing changes). */
export const revalidate = 300;

/** docs/architecture.md §8: every site × language front page is prerendered. */
export function generateStaticParams() {
  return SITE_IDS.flatMap((site) => LOCALES.map((lang) => ({ site, lang })));
}

export default async function FrontPageRoute({ params }: { params: SiteParams }) {
  const { site, locale } = await pageContext(params);
  return site.id === 'all' ? (
    <Portal site={site} locale={locale} path="" />
  ) : (
    <FrontPage site={site} locale={locale} />
  );
}
