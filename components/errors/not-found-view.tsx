import { getLocale, getTranslations } from 'next-intl/server';
import { MapPinOff } from 'lucide-react';
import { localePath } from '@/lib/i18n/locale-path';
import { ErrorView } from './error-view';

export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  const tc = await getTranslations('Common');
  const locale = await getLocale();
  return (
    <ErrorView
      code={t('code')}
      title={t('title')}
      text={t('text')}
      homeHref={localePath(locale, '/')}
      homeLabel={tc('backHome')}
      icon={<MapPinOff aria-hidden className="size-9" />}
    />
  );
}
