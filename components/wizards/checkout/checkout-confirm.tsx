'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { shippingAddressLine, type CheckoutValues } from '@/lib/wizards/checkout-schema';
import type { WizardOffer } from '@/lib/wizards/wizard-offers';
import { CheckboxField } from '../checkbox-field';
import { ReviewList } from '../review-list';
import { useWizardErrorText } from '../use-error-text';
import type { WizardStepMeta } from '../wizard-frame';
import { useCartLines } from './checkout-cart';

/** The order as it will be placed, and the member's word that they understand no payment is taken. */
export function CheckoutConfirmStep({
  form,
  offers,
  currency,
  steps,
  onEdit,
}: {
  form: UseFormReturn<CheckoutValues>;
  offers: readonly WizardOffer[];
  currency: string;
  steps: readonly WizardStepMeta[];
  onEdit: (step: number) => void;
}) {
  const t = useTranslations('Wizards.checkout');
  const tw = useTranslations('Wizards.frame');
  const tp = useTranslations('ShopSales.payment');
  const error = useWizardErrorText();
  const format = useFormatter();
  const { priced, total } = useCartLines(form, offers);
  const values = form.getValues();
  const money = (amount: string) => format.number(Number(amount), { style: 'currency', currency });
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
              ...priced.map((line, index) => ({
                label: line.offer?.name ?? `${t('cart.unavailable')} ${index + 1}`,
                value: t('confirm.lineValue', { quantity: Number(line.quantity) }),
              })),
              { label: t('cart.total'), value: <strong>{money(total)}</strong> },
            ],
          },
          {
            title: steps[1]!.title,
            step: 1,
            rows: [{ label: t('confirm.shipTo'), value: shippingAddressLine(values.address) }],
          },
          {
            title: steps[2]!.title,
            step: 2,
            rows: [
              { label: t('delivery.method'), value: t(`delivery.methods.${values.delivery.method}.title`) },
              {
                label: t('delivery.payment'),
                value: values.delivery.payment ? tp(values.delivery.payment) : '',
              },
            ],
          },
        ]}
      />
      <CheckboxField
        control={form.control}
        name="confirm.understood"
        label={t('confirm.understood')}
        error={error(form.formState.errors.confirm?.understood?.message)}
      />
    </div>
  );
}
