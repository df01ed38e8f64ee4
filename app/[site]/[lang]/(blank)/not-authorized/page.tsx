import { getTranslations } from 'next-intl/server';
import { ShieldAlert } from 'lucide-react';
import { ErrorView } from '@/components/errors/error-view';
import { localePath } from '@/lib/i18n/locale-path';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('NotAuthorized'))('title') };
}

/** docs/product.md §2.3: `/not-authorized`, public and blank. */
export default async function NotAuthorizedPage({ params }: { params: SiteParams }) {
  const { locale } = await pageContext(params);
  const t = await getTranslations('NotAuthorized');
  const tc = await getTranslations('Common');
  return (
    <ErrorView
      code={t('code')}
      title={t('title')}
      text={t('text')}
      homeHref={localePath(locale, '/')}
      homeLabel={tc('backHome')}
      icon={<ShieldAlert aria-hidden className="size-9" />}
    />
  );
}
