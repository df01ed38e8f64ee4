'use client';

import { BadgePercent, Coins, Sparkles, Truck, UserPlus, Users, UserRoundCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { DEAL_AUDIENCES, DEAL_KINDS, type CreateDealValues } from '@/lib/wizards/create-deal-schema';
import type { WizardOffer } from '@/lib/wizards/wizard-offers';
import { CheckboxField } from '../checkbox-field';
import { RadioChoiceField } from '../radio-choice-field';
import { useWizardErrorText } from '../use-error-text';

type Form = UseFormReturn<CreateDealValues>;

const KIND_ICONS = { percentage: BadgePercent, fixedAmount: Coins, freeShipping: Truck };
const AUDIENCE_ICONS = { everyone: Users, newMembers: UserPlus, returningMembers: UserRoundCheck };

export function DealTypeStep({ form, currency }: { form: Form; currency: string }) {
  const t = useTranslations('Wizards.deal.type');
  const error = useWizardErrorText();
  const kind = useWatch({ control: form.control, name: 'type.kind' });
  const errors = form.formState.errors.type;
  return (
    <div className="space-y-6">
      <RadioChoiceField
        control={form.control}
        name="type.kind"
        legend={t('kind')}
        columns={3}
        error={error(errors?.kind?.message)}
        choices={DEAL_KINDS.map((value) => ({
          value,
          title: t(`kinds.${value}.title`),
          description: t(`kinds.${value}.text`),
          icon: KIND_ICONS[value],
        }))}
      />
      {kind === 'freeShipping' ? null : (
        <div className="max-w-xs">
          <FormField
            label={kind === 'percentage' ? t('percent') : t('amount', { currency })}
            error={error(errors?.amount?.message)}
          >
            {(control) => <Input {...control} inputMode="decimal" {...form.register('type.amount')} />}
          </FormField>
        </div>
      )}
    </div>
  );
}

/** A code members can type: letters and digits, no look-alikes (0/O, 1/I). */
function newDealCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export function DealDetailsStep({ form, offers }: { form: Form; offers: readonly WizardOffer[] }) {
  const t = useTranslations('Wizards.deal.details');
  const error = useWizardErrorText();
  const errors = form.formState.errors.details;
  const offersError = error(errors?.offerIds?.message ?? errors?.offerIds?.root?.message);
  return (
    <div className="space-y-5">
      <FormField label={t('title')} error={error(errors?.title?.message)}>
        {(control) => <Input {...control} {...form.register('details.title')} />}
      </FormField>
      <FormField
        label={t('code')}
        hint={t('codeHint')}
        error={error(errors?.code?.message)}
        labelAside={
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() =>
              form.setValue('details.code', newDealCode(), { shouldValidate: true, shouldDirty: true })
            }
          >
            <Sparkles aria-hidden className="size-3.5" />
            {t('generate')}
          </Button>
        }
      >
        {(control) => (
          <Input
            {...control}
            autoCapitalize="characters"
            spellCheck={false}
            {...form.register('details.code')}
          />
        )}
      </FormField>
      <FormField label={t('description')} error={error(errors?.description?.message)}>
        {(control) => <Textarea {...control} rows={3} {...form.register('details.description')} />}
      </FormField>
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-medium">{t('offers')}</legend>
        <Controller
          control={form.control}
          name="details.offerIds"
          render={({ field }) => (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {offers.map((offer, index) => {
                const id = `deal-offer-${offer.id}`;
                const checked = field.value.includes(offer.id);
                return (
                  <li key={offer.id} className="flex items-center gap-3 rounded-lg border border-border p-3">
                    <Checkbox
                      id={id}
                      ref={index === 0 ? field.ref : undefined}
                      checked={checked}
                      aria-invalid={Boolean(offersError)}
                      aria-describedby={offersError ? 'deal-offers-error' : undefined}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true
                            ? [...field.value, offer.id]
                            : field.value.filter((value) => value !== offer.id),
                        )
                      }
                    />
                    <Label htmlFor={id} className="min-w-0 font-normal">
                      <span className="truncate">{offer.name}</span>
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        />
        <FieldError id="deal-offers-error">{offersError}</FieldError>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('startsOn')} error={error(errors?.startsOn?.message)}>
          {(control) => <Input {...control} type="date" {...form.register('details.startsOn')} />}
        </FormField>
        <FormField label={t('endsOn')} error={error(errors?.endsOn?.message)}>
          {(control) => <Input {...control} type="date" {...form.register('details.endsOn')} />}
        </FormField>
      </div>
    </div>
  );
}

export function DealUsageStep({ form, currency }: { form: Form; currency: string }) {
  const t = useTranslations('Wizards.deal.usage');
  const error = useWizardErrorText();
  const errors = form.formState.errors.usage;
  return (
    <div className="space-y-6">
      <RadioChoiceField
        control={form.control}
        name="usage.audience"
        legend={t('audience')}
        columns={3}
        error={error(errors?.audience?.message)}
        choices={DEAL_AUDIENCES.map((value) => ({
          value,
          title: t(`audiences.${value}`),
          icon: AUDIENCE_ICONS[value],
        }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('maxUses')} hint={t('maxUsesHint')} error={error(errors?.maxUses?.message)}>
          {(control) => <Input {...control} inputMode="numeric" {...form.register('usage.maxUses')} />}
        </FormField>
        <FormField
          label={t('minimumOrder', { currency })}
          hint={t('minimumOrderHint')}
          error={error(errors?.minimumOrder?.message)}
        >
          {(control) => <Input {...control} inputMode="decimal" {...form.register('usage.minimumOrder')} />}
        </FormField>
      </div>
      <CheckboxField control={form.control} name="usage.onePerMember" label={t('onePerMember')} />
    </div>
  );
}
