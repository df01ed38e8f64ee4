import type { SiteConfig } from '@/sites';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { PublicCallIsland } from './public-call-island';

/** The call area of the layouts without the shell: the same markup for everyone, decided in the browser. */
export async function PublicCallSlot({ site, locale }: { site: SiteConfig; locale: Locale }) {
  return (
    <PublicCallIsland
      locale={locale}
      messages={await clientMessages(['CallArea'])}
      appName={site.appName}
      appTitle={site.appTitle}
    />
  );
}
