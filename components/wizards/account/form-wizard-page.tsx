import { getTranslations } from 'next-intl/server';
import type { Viewer } from '@/lib/auth/viewer';
import type { PageContext } from '@/lib/site/page-context';
import { draftStorageKey } from '@/lib/wizards/draft';
import { WizardIntl } from '../wizard-intl';
import { WizardPageHeader } from '../wizard-page-header';
import { AccountWizard } from './account-wizard';

const ORIENTATIONS = ['horizontal', 'vertical'] as const;

/** `/forms/form-wizard-icons` and `/forms/form-wizard-numbered`: the stepper's variants around one account form. */
export async function FormWizardPage({
  ctx,
  viewer,
  variant,
}: {
  ctx: PageContext;
  viewer: Extract<Viewer, { kind: 'member' }>;
  variant: 'icons' | 'numbered';
}) {
  const t = await getTranslations('FormWizards');
  return (
    <div className="space-y-8">
      <WizardPageHeader title={t(`${variant}.title`)} intro={t(`${variant}.intro`)} />
      <WizardIntl locale={ctx.locale} paths={['FormWizards', 'Auth.showPassword', 'Auth.hidePassword']}>
        {ORIENTATIONS.map((orientation) => (
          <section key={orientation} aria-labelledby={`wizard-${orientation}`} className="space-y-3">
            <h2 id={`wizard-${orientation}`} className="text-lg font-semibold">
              {t(`orientations.${orientation}`)}
            </h2>
            <AccountWizard
              storageKey={draftStorageKey(
                `form-wizard-${variant}-${orientation}`,
                ctx.site.id,
                viewer.userId,
              )}
              label={t('formLabel', { orientation: t(`orientations.${orientation}`) })}
              orientation={orientation}
              variant={variant}
            />
          </section>
        ))}
      </WizardIntl>
    </div>
  );
}
