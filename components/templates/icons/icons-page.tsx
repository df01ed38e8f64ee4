import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { clientMessages } from '@/lib/i18n/client-messages';
import { APP_TIME_ZONE } from '@/lib/i18n/locales';
import type { PageContext } from '@/lib/site/page-context';
import { TEMPLATE_ICONS } from '@/lib/templates/icons';
import { IconBrowser } from './icon-browser';

const EXAMPLE = `import { House } from 'lucide-react';

<House aria-hidden className="size-5" />
<ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />`;

/** docs/templates.md `/pages/icons`: how icons are used here, then the searchable set. */
export async function IconsPage({ site, locale }: PageContext) {
  const t = await getTranslations('IconsPage');
  // The browser's words travel with this page only, not with every page of the shell.
  const messages = await clientMessages(['IconsPage']);
  const inProduct = TEMPLATE_ICONS.filter((icon) => icon.inProduct).length;
  return (
    <div className="space-y-6">
      <DashboardHeader
        title={t('title')}
        intro={t('intro', { total: TEMPLATE_ICONS.length, inProduct, appName: site.appName })}
      />
      <section aria-labelledby="icons-usage" className="surface grid gap-4 p-6 lg:grid-cols-2">
        <div>
          <h2 id="icons-usage" className="text-lg font-semibold">
            {t('usageTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 ps-5 text-sm text-muted-foreground">
            <li>{t('usageDecorative')}</li>
            <li>{t('usageSize')}</li>
            <li>{t('usageDirection')}</li>
            <li>{t('usageImport')}</li>
          </ul>
        </div>
        <pre
          dir="ltr"
          tabIndex={0}
          aria-label={t('exampleLabel')}
          className="overflow-x-auto rounded-md bg-muted p-4 text-start font-mono text-xs leading-relaxed focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <code>{EXAMPLE}</code>
        </pre>
      </section>
      <NextIntlClientProvider
        locale={locale}
        messages={messages as AbstractIntlMessages}
        timeZone={APP_TIME_ZONE}
      >
        <IconBrowser appName={site.appName} />
      </NextIntlClientProvider>
    </div>
  );
}
