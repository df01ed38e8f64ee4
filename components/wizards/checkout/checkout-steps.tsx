'use client';

import { Banknote, CreditCard, Landmark, Truck, Wallet, Zap } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import type { PaymentMethod } from '@/lib/shop/sales/shop-constants';
import { DELIVERY_METHODS, type CheckoutValues } from '@/lib/wizards/checkout-schema';
import { RadioChoiceField } from '../radio-choice-field';
import { useWizardErrorText } from '../use-error-text';

type Form = UseFormReturn<CheckoutValues>;

const ADDRESS_FIELDS = [
  { name: 'fullName', autoComplete: 'name', wide: true },
  { name: 'street', autoComplete: 'street-address', wide: true },
  { name: 'postalCode', autoComplete: 'postal-code', wide: false },
  { name: 'city', autoComplete: 'address-level2', wide: false },
  { name: 'country', autoComplete: 'country-name', wide: false },
  { name: 'phone', autoComplete: 'tel', wide: false },
] as const;

export function CheckoutAddressStep({ form }: { form: Form }) {
  const t = useTranslations('Wizards.checkout.address');
  const error = useWizardErrorText();
  const errors = form.formState.errors.address;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {ADDRESS_FIELDS.map((field) => (
        <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
          <FormField label={t(field.name)} error={error(errors?.[field.name]?.message)}>
            {(control) => (
              <Input
                {...control}
                autoComplete={field.autoComplete}
                type={field.name === 'phone' ? 'tel' : 'text'}
                {...form.register(`address.${field.name}`)}
              />
            )}
          </FormField>
        </div>
      ))}
    </div>
  );
}

const PAYMENT_ICONS: Record<PaymentMethod, typeof CreditCard> = {
  card: CreditCard,
  bankTransfer: Landmark,
  cashOnDelivery: Banknote,
  paypal: Wallet,
};

export function CheckoutDeliveryStep({
  form,
  paymentMethods,
}: {
  form: Form;
  paymentMethods: readonly PaymentMethod[];
}) {
  const t = useTranslations('Wizards.checkout.delivery');
  const tp = useTranslations('ShopSales.payment');
  const error = useWizardErrorText();
  const errors = form.formState.errors.delivery;
  return (
    <div className="space-y-8">
      <RadioChoiceField
        control={form.control}
        name="delivery.method"
        legend={t('method')}
        error={error(errors?.method?.message)}
        choices={DELIVERY_METHODS.map((method) => ({
          value: method,
          title: t(`methods.${method}.title`),
          description: t(`methods.${method}.text`),
          icon: method === 'express' ? Zap : Truck,
        }))}
      />
      <RadioChoiceField
        control={form.control}
        name="delivery.payment"
        legend={t('payment')}
        error={error(errors?.payment?.message)}
        choices={paymentMethods.map((method) => ({
          value: method,
          title: tp(method),
          icon: PAYMENT_ICONS[method],
        }))}
      />
      <p className="rounded-lg bg-muted p-4 text-sm">{t('noPayment')}</p>
    </div>
  );
}
