import { getTranslations } from 'next-intl/server';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { DemoSection } from '@/components/templates/gallery/demo-section';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { localePath } from '@/lib/i18n/locale-path';
import type { PageContext } from '@/lib/site/page-context';
import { ExtensionsIntl } from './extensions-intl';
import { TourLauncher } from './tour-launcher';
import { TOUR_STEPS } from './tour-targets';

/** `/extensions/tour`: a driver.js tour over the real shell around the page, in the page's language. */
export async function TourPage({ ctx }: { ctx: PageContext }) {
  const t = await getTranslations('ExtensionsGallery.tour');
  const [nav, language, shell, customizer, userMenu] = await Promise.all([
    getTranslations('Nav'),
    getTranslations('Language'),
    getTranslations('Shell'),
    getTranslations('Customizer'),
    getTranslations('UserMenu'),
  ]);
  const format = figureFormat(ctx.locale);
  // The shell's own accessible names: the tour finds its parts the way a screen reader does.
  const labels = {
    navigation: nav('mainNavigation'),
    openMenu: nav('openMenu'),
    language: language('change'),
    theme: shell('toggleTheme'),
    customizer: customizer('open'),
    account: userMenu('open'),
    messagesHref: localePath(ctx.locale, '/my-messages'),
  };
  return (
    <ExtensionsIntl locale={ctx.locale}>
      <div className="space-y-6">
        <DashboardHeader title={t('title')} intro={t('intro')} />
        <DemoSection id="start" title={t('startTitle')} description={t('startText')}>
          <TourLauncher labels={labels} locale={ctx.locale} />
        </DemoSection>
        <DemoSection id="steps" title={t('stepsTitle')} description={t('stepsText')}>
          <ol className="grid gap-3 sm:grid-cols-2">
            {[...TOUR_STEPS, 'finish' as const].map((step, index) => (
              <li key={step} className="flex gap-3 rounded-lg border border-border p-4">
                <span
                  aria-hidden
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
                >
                  {format.count(index + 1)}
                </span>
                <div>
                  <p className="font-medium">{t(`steps.${step}.title`)}</p>
                  <p className="text-sm text-muted-foreground">{t(`steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </DemoSection>
      </div>
    </ExtensionsIntl>
  );
}
