import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { siteWording } from '@/lib/site/site-copy';
import { siteUrl } from '@/lib/site/site-url';
import { brandSites, type SiteConfig } from '@/sites';
import { BrandMark } from './brand-mark';

export async function SiteFooter({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('Front');
  const shell = await getTranslations('Shell');
  const { tagline } = await siteWording(site, locale);
  const others = brandSites().filter((other) => other.appName !== site.appName);
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_2fr]">
        <div>
          <BrandMark site={site} href={localePath(locale, '/')} />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">{tagline}</p>
        </div>
        <nav aria-labelledby="footer-network">
          <h2 id="footer-network" className="text-sm font-semibold">
            {t('footerNetwork')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {others.map((other) => (
              <li key={other.id}>
                <a
                  href={siteUrl(other, localePath(locale, '/'))}
                  className="text-muted-foreground hover:text-foreground"
                >
                  {other.appName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-border px-4 py-5 text-xs text-muted-foreground">
        <p>{t('footerRights', { year: new Date().getFullYear(), appName: site.appName })}</p>
        <a href={localePath(locale, '/pages/faq')} className="font-medium hover:text-foreground">
          {shell('footerHelp')}
        </a>
      </div>
    </footer>
  );
}
