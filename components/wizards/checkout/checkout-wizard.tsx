'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck, MapPin, ShoppingCart, Truck } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import type { MessageRef } from '@/lib/auth/error-messages';
import type { PaymentMethod } from '@/lib/shop/sales/shop-constants';
import { placeCheckoutOrderAction, type CheckoutResult } from '@/lib/wizards/checkout-action';
import {
  CHECKOUT_STEP_IDS,
  checkoutSchema,
  checkoutStepSchemas,
  type CheckoutValues,
} from '@/lib/wizards/checkout-schema';
import type { WizardOffer } from '@/lib/wizards/wizard-offers';
import { useIsClient, useWizard } from '../use-wizard';
import { WizardDone } from '../wizard-done';
import { WizardFrame, WizardSkeleton, type WizardStepMeta } from '../wizard-frame';
import { CheckoutCartStep } from './checkout-cart';
import { CheckoutConfirmStep } from './checkout-confirm';
import { CheckoutAddressStep, CheckoutDeliveryStep } from './checkout-steps';

const STEPS = CHECKOUT_STEP_IDS.map((id) => ({ id, schema: checkoutStepSchemas[id] }));
const ICONS = { cart: ShoppingCart, address: MapPin, delivery: Truck, confirm: ClipboardCheck };
const resolver = zodResolver(checkoutSchema);

interface CheckoutWizardProps {
  storageKey: string;
  defaults: CheckoutValues;
  offers: readonly WizardOffer[];
  paymentMethods: readonly PaymentMethod[];
  currency: string;
  shopName: string;
}

type PlacedOrder = Extract<CheckoutResult, { ok: true }>['order'];

/** docs/templates.md, checkout wizard: cart → address → delivery and payment → a pending order. */
export function CheckoutWizard(props: CheckoutWizardProps) {
  const t = useTranslations('Wizards.checkout');
  const format = useFormatter();
  const client = useIsClient();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [round, setRound] = useState(0);
  if (!client) return <WizardSkeleton label={t('formLabel')} />;
  if (placed)
    return (
      <WizardDone
        title={t('done.title', { number: placed.number })}
        actions={
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setPlaced(null);
              setRound(round + 1);
            }}
          >
            {t('done.again')}
          </Button>
        }
      >
        <p>
          {t('done.total', {
            total: format.number(Number(placed.total), { style: 'currency', currency: placed.currency }),
          })}
        </p>
        <p className="font-medium text-foreground">{t('done.noPayment', { shop: props.shopName })}</p>
      </WizardDone>
    );
  return <CheckoutForm key={round} {...props} onPlaced={setPlaced} />;
}

function CheckoutForm({
  storageKey,
  defaults,
  offers,
  paymentMethods,
  currency,
  onPlaced,
}: CheckoutWizardProps & { onPlaced: (order: PlacedOrder) => void }) {
  const t = useTranslations('Wizards.checkout');
  const wizard = useWizard<CheckoutValues>({ steps: STEPS, resolver, defaults, storageKey });
  const { form } = wizard;
  const [notice, setNotice] = useState<MessageRef | null>(null);
  const steps: WizardStepMeta[] = CHECKOUT_STEP_IDS.map((id) => ({
    id,
    title: t(`steps.${id}.title`),
    description: t(`steps.${id}.description`),
    intro: t(`steps.${id}.intro`),
    icon: ICONS[id],
  }));

  const place = () => {
    setNotice(null);
    void wizard.submit(async (values) => {
      const result = await placeCheckoutOrderAction(values);
      if (result.ok) {
        wizard.clearDraft();
        onPlaced(result.order);
        return;
      }
      if (result.fieldErrors) wizard.showErrors(result.fieldErrors);
      setNotice({ key: `Wizards.checkout.error.${result.error}` });
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
      onSubmit={place}
      variant="icons"
      notice={<FormAlert message={notice} />}
      finalActions={
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('placing') : t('place')}
        </Button>
      }
    >
      {wizard.stepId === 'cart' ? <CheckoutCartStep form={form} offers={offers} currency={currency} /> : null}
      {wizard.stepId === 'address' ? <CheckoutAddressStep form={form} /> : null}
      {wizard.stepId === 'delivery' ? (
        <CheckoutDeliveryStep form={form} paymentMethods={paymentMethods} />
      ) : null}
      {wizard.stepId === 'confirm' ? (
        <CheckoutConfirmStep
          form={form}
          offers={offers}
          currency={currency}
          steps={steps}
          onEdit={wizard.goTo}
        />
      ) : null}
    </WizardFrame>
  );
}
