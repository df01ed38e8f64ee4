import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { SiteConfig } from '@/sites';

export async function ShellFooter({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('Shell');
  return (
    <footer className="footer-hidden:hidden">
      <div className="mx-auto flex flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted-foreground sm:px-6 boxed:max-w-7xl">
        <p>{t('footer', { year: new Date().getFullYear(), appName: site.appName })}</p>
        <p className="flex gap-4">
          <Link href={localePath(locale, '/pages/faq')} className="hover:text-foreground">
            {t('footerHelp')}
          </Link>
          <Link
            href={{ pathname: localePath(locale, '/'), hash: 'contact' }}
            className="hover:text-foreground"
          >
            {t('footerContact')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
