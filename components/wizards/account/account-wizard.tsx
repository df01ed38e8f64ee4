'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardList, Link2, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  ACCOUNT_DRAFT_OMITS,
  ACCOUNT_STEP_IDS,
  accountStepSchemas,
  accountWizardSchema,
  EMPTY_ACCOUNT,
  type AccountWizardValues,
} from '@/lib/wizards/account-wizard-schema';
import { useIsClient, useWizard } from '../use-wizard';
import { WizardDone } from '../wizard-done';
import { WizardFrame, WizardSkeleton, type WizardStepMeta } from '../wizard-frame';
import { AccountStep, PersonalStep, SocialStep } from './account-steps';
import { AccountSummary } from './account-summary';

const STEPS = ACCOUNT_STEP_IDS.map((id) => ({
  id,
  schema: id === 'summary' ? undefined : accountStepSchemas[id],
}));
const ICONS = { account: ShieldCheck, personal: UserRound, social: Link2, summary: ClipboardList };
const resolver = zodResolver(accountWizardSchema);

interface AccountWizardProps {
  storageKey: string;
  label: string;
  orientation: 'horizontal' | 'vertical';
  variant: 'numbered' | 'icons';
}

/** The form-wizard pages' account form: validated step by step, ending in a summary; it writes nothing. */
export function AccountWizard(props: AccountWizardProps) {
  const t = useTranslations('FormWizards');
  const client = useIsClient();
  const [finished, setFinished] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  if (!client) return <WizardSkeleton label={props.label} />;
  if (finished !== null)
    return (
      <WizardDone
        headingLevel="h3"
        title={t('done.title', { username: finished })}
        actions={
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setFinished(null);
              setRound(round + 1);
            }}
          >
            {t('done.again')}
          </Button>
        }
      >
        <p>{t('done.text')}</p>
      </WizardDone>
    );
  return <AccountForm key={round} {...props} onFinished={setFinished} />;
}

function AccountForm({
  storageKey,
  label,
  orientation,
  variant,
  onFinished,
}: AccountWizardProps & { onFinished: (username: string) => void }) {
  const t = useTranslations('FormWizards');
  const wizard = useWizard<AccountWizardValues>({
    steps: STEPS,
    resolver,
    defaults: EMPTY_ACCOUNT,
    storageKey,
    omitFromDraft: ACCOUNT_DRAFT_OMITS,
  });
  const { form } = wizard;
  const steps: WizardStepMeta[] = ACCOUNT_STEP_IDS.map((id) => ({
    id,
    title: t(`steps.${id}.title`),
    description: t(`steps.${id}.description`),
    intro: t(`steps.${id}.intro`),
    icon: ICONS[id],
  }));
  const finish = () =>
    void wizard.submit((values) => {
      wizard.clearDraft();
      onFinished(values.account.username);
    })();

  return (
    <WizardFrame
      label={label}
      steps={steps}
      step={wizard.step}
      states={wizard.states}
      headingRef={wizard.headingRef}
      onBack={wizard.back}
      onNext={() => void wizard.next()}
      onSelectStep={wizard.goTo}
      onSubmit={finish}
      orientation={orientation}
      variant={variant}
      headingLevel="h3"
      finalActions={<Button type="submit">{t('finish')}</Button>}
    >
      {wizard.stepId === 'account' ? <AccountStep form={form} /> : null}
      {wizard.stepId === 'personal' ? <PersonalStep form={form} /> : null}
      {wizard.stepId === 'social' ? <SocialStep form={form} /> : null}
      {wizard.stepId === 'summary' ? (
        <AccountSummary values={form.getValues()} steps={steps} onEdit={wizard.goTo} />
      ) : null}
    </WizardFrame>
  );
}
