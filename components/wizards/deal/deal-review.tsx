'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateDealValues } from '@/lib/wizards/create-deal-schema';
import type { WizardOffer } from '@/lib/wizards/wizard-offers';
import { CheckboxField } from '../checkbox-field';
import { ReviewList } from '../review-list';
import { useWizardErrorText } from '../use-error-text';
import type { WizardStepMeta } from '../wizard-frame';

/** A date input's `YYYY-MM-DD` read as that calendar day, whatever the zone. */
const calendarDay = (value: string) => new Date(`${value}T12:00:00Z`);

export function DealReviewStep({
  form,
  offers,
  currency,
  steps,
  onEdit,
}: {
  form: UseFormReturn<CreateDealValues>;
  offers: readonly WizardOffer[];
  currency: string;
  steps: readonly WizardStepMeta[];
  onEdit: (step: number) => void;
}) {
  const t = useTranslations('Wizards.deal');
  const tw = useTranslations('Wizards.frame');
  const error = useWizardErrorText();
  const format = useFormatter();
  const { type, details, usage } = form.getValues();
  const amount = Number(type.amount.replace(',', '.'));
  const day = (value: string) =>
    value ? format.dateTime(calendarDay(value), { dateStyle: 'medium', timeZone: 'UTC' }) : '';
  const names = offers.filter((offer) => details.offerIds.includes(offer.id)).map((offer) => offer.name);
  const discount =
    type.kind === 'freeShipping'
      ? t('type.kinds.freeShipping.title')
      : type.kind === 'percentage'
        ? format.number(amount / 100, { style: 'percent', maximumFractionDigits: 2 })
        : format.number(amount, { style: 'currency', currency });
  return (
    <div className="space-y-6">
      <ReviewList
        editText={tw('edit')}
        editLabel={(section) => tw('editSection', { section })}
        onEdit={onEdit}
        sections={[
          {
            title: steps[0]!.title,
            step: 0,
            rows: [
              { label: t('type.kind'), value: t(`type.kinds.${type.kind}.title`) },
              { label: t('review.discount'), value: discount },
            ],
          },
          {
            title: steps[1]!.title,
            step: 1,
            rows: [
              { label: t('details.title'), value: details.title },
              { label: t('details.code'), value: <code>{details.code.toUpperCase()}</code> },
              { label: t('details.offers'), value: names.join(', ') },
              {
                label: t('review.period'),
                value: t('review.periodValue', { from: day(details.startsOn), to: day(details.endsOn) }),
              },
            ],
          },
          {
            title: steps[2]!.title,
            step: 2,
            rows: [
              { label: t('usage.audience'), value: t(`usage.audiences.${usage.audience}`) },
              { label: t('usage.maxUses'), value: usage.maxUses },
              {
                label: t('usage.minimumOrder', { currency }),
                value: usage.minimumOrder
                  ? format.number(Number(usage.minimumOrder.replace(',', '.')), {
                      style: 'currency',
                      currency,
                    })
                  : t('review.anyOrder'),
              },
              {
                label: t('usage.onePerMember'),
                value: usage.onePerMember ? t('review.yes') : t('review.no'),
              },
            ],
          },
        ]}
      />
      <CheckboxField
        control={form.control}
        name="review.confirmed"
        label={t('review.confirmed')}
        error={error(form.formState.errors.review?.confirmed?.message)}
      />
    </div>
  );
}
