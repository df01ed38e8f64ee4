'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck, FileText, Tag, UsersRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import type { MessageRef } from '@/lib/auth/error-messages';
import { confirmDealAction, type CreateDealResult } from '@/lib/wizards/create-deal-action';
import {
  createDealSchema,
  DEAL_STEP_IDS,
  dealStepSchemas,
  EMPTY_DEAL,
  type CreateDealValues,
} from '@/lib/wizards/create-deal-schema';
import type { WizardOffer } from '@/lib/wizards/wizard-offers';
import { useIsClient, useWizard } from '../use-wizard';
import { WizardDone } from '../wizard-done';
import { WizardFrame, WizardSkeleton, type WizardStepMeta } from '../wizard-frame';
import { DealReviewStep } from './deal-review';
import { DealDetailsStep, DealTypeStep, DealUsageStep } from './deal-steps';

const STEPS = DEAL_STEP_IDS.map((id) => ({ id, schema: id === 'review' ? undefined : dealStepSchemas[id] }));
const ICONS = { type: Tag, details: FileText, usage: UsersRound, review: ClipboardCheck };
const resolver = zodResolver(createDealSchema);

interface CreateDealWizardProps {
  storageKey: string;
  offers: readonly WizardOffer[];
  currency: string;
}

type ConfirmedDeal = Extract<CreateDealResult, { ok: true }>['deal'];

/** docs/templates.md, create-deal wizard: type → details → usage → review, checked by the server, stored nowhere. */
export function CreateDealWizard(props: CreateDealWizardProps) {
  const t = useTranslations('Wizards.deal');
  const client = useIsClient();
  const [deal, setDeal] = useState<ConfirmedDeal | null>(null);
  const [round, setRound] = useState(0);
  if (!client) return <WizardSkeleton label={t('formLabel')} />;
  if (deal)
    return (
      <WizardDone
        title={t('done.title', { title: deal.title })}
        actions={
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDeal(null);
              setRound(round + 1);
            }}
          >
            {t('done.again')}
          </Button>
        }
      >
        <p>{t('done.text', { code: deal.code, count: deal.offerCount })}</p>
        <p className="font-medium text-foreground">{t('done.notStored')}</p>
      </WizardDone>
    );
  return <CreateDealForm key={round} {...props} onConfirmed={setDeal} />;
}

function CreateDealForm({
  storageKey,
  offers,
  currency,
  onConfirmed,
}: CreateDealWizardProps & { onConfirmed: (deal: ConfirmedDeal) => void }) {
  const t = useTranslations('Wizards.deal');
  const wizard = useWizard<CreateDealValues>({ steps: STEPS, resolver, defaults: EMPTY_DEAL, storageKey });
  const { form } = wizard;
  const [notice, setNotice] = useState<MessageRef | null>(null);
  const steps: WizardStepMeta[] = DEAL_STEP_IDS.map((id) => ({
    id,
    title: t(`steps.${id}.title`),
    description: t(`steps.${id}.description`),
    intro: t(`steps.${id}.intro`),
    icon: ICONS[id],
  }));

  const confirm = () => {
    setNotice(null);
    void wizard.submit(async (values) => {
      const result = await confirmDealAction(values);
      if (result.ok) {
        wizard.clearDraft();
        onConfirmed(result.deal);
        return;
      }
      if (result.fieldErrors) wizard.showErrors(result.fieldErrors);
      setNotice({ key: `Wizards.deal.error.${result.error}` });
    })();
  };

  return (
    <WizardFrame
      label={t('formLabel')}
      steps={steps}
      step={wizard.step}
      states={wizard.states}
      headingRef={wizard.headingRef}
      onBack={wizard.back}
      onNext={() => {
        setNotice(null);
        void wizard.next();
      }}
      onSelectStep={wizard.goTo}
      onSubmit={confirm}
      orientation="vertical"
      variant="icons"
      notice={<FormAlert message={notice} />}
      finalActions={
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('create')}
        </Button>
      }
    >
      {wizard.stepId === 'type' ? <DealTypeStep form={form} currency={currency} /> : null}
      {wizard.stepId === 'details' ? <DealDetailsStep form={form} offers={offers} /> : null}
      {wizard.stepId === 'usage' ? <DealUsageStep form={form} currency={currency} /> : null}
      {wizard.stepId === 'review' ? (
        <DealReviewStep form={form} offers={offers} currency={currency} steps={steps} onEdit={wizard.goTo} />
      ) : null}
    </WizardFrame>
  );
}
