'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { MessageRef } from '@/lib/auth/error-messages';
import { saveShopSettingsAction } from '@/lib/shop/sales/actions';
import type { ShopSettings } from '@/lib/shop/sales/settings-schema';
import { MAX_SHIPPING_ZONES, PAYMENT_METHODS } from '@/lib/shop/sales/shop-constants';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/lib/shop/sales/settings-schema').then((schemas) => schemas.shopSettingsSchema),
);

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="surface space-y-4 p-6">
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {children}
    </section>
  );
}

type SwitchName =
  | 'checkout.guestCheckout'
  | 'checkout.termsRequired'
  | 'notifications.newOrder'
  | 'notifications.orderCancelled'
  | 'notifications.newReview';

function SwitchRow({
  control,
  name,
  label,
  hint,
}: {
  control: Control<ShopSettings>;
  name: SwitchName;
  label: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={id} className="text-sm font-medium">
              {label}
            </label>
            {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
          </div>
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
        </div>
      )}
    />
  );
}

/**
 * The shop's settings in one form of sections; the same zod schema runs in the server action, and
 * what was typed stays in the form when saving fails.
 */
export function SettingsForm({ initial, currency }: { initial: ShopSettings; currency: string }) {
  const t = useTranslations('ShopSales');
  const router = useRouter();
  const [message, setMessage] = useState<{ ref: MessageRef; tone: 'error' | 'success' } | null>(null);
  const form = useForm<ShopSettings>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const zones = useFieldArray({ control: form.control, name: 'shipping.zones' });
  const fieldError = (key: string | undefined) =>
    key && t.has(`settings.fieldError.${key}` as never)
      ? t(`settings.fieldError.${key}` as never)
      : undefined;

  const save = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await saveShopSettingsAction(values);
    if (!result.ok) {
      setMessage({ ref: { key: `ShopSales.error.${result.error}` }, tone: 'error' });
      return;
    }
    form.reset(values);
    setMessage({ ref: { key: 'ShopSales.settings.saved' }, tone: 'success' });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={save} className="space-y-6">
      <Section title={t('settings.storeTitle')} text={t('settings.storeText')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('settings.storeName')} error={fieldError(errors.store?.name?.message)}>
            {(control) => <Input {...control} autoComplete="organization" {...form.register('store.name')} />}
          </FormField>
          <FormField label={t('settings.storeEmail')} error={fieldError(errors.store?.email?.message)}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" {...form.register('store.email')} />
            )}
          </FormField>
          <FormField label={t('settings.storePhone')} error={fieldError(errors.store?.phone?.message)}>
            {(control) => (
              <Input {...control} type="tel" autoComplete="tel" {...form.register('store.phone')} />
            )}
          </FormField>
          <FormField label={t('settings.storeAddress')} error={fieldError(errors.store?.address?.message)}>
            {(control) => (
              <Input {...control} autoComplete="street-address" {...form.register('store.address')} />
            )}
          </FormField>
        </div>
      </Section>

      <Section title={t('settings.paymentsTitle')} text={t('settings.paymentsText')}>
        <Controller
          control={form.control}
          name="payments.methods"
          render={({ field }) => (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('settings.paymentsTitle')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {PAYMENT_METHODS.map((method) => (
                  <label
                    key={method}
                    className="flex items-center gap-3 rounded-md border border-border px-3 py-2.5 text-sm"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-(--primary)"
                      checked={field.value.includes(method)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? PAYMENT_METHODS.filter((m) => m === method || field.value.includes(m))
                            : field.value.filter((m) => m !== method),
                        )
                      }
                    />
                    {t(`payment.${method}`)}
                  </label>
                ))}
              </div>
              {errors.payments?.methods ? (
                <p role="alert" className="text-sm text-destructive">
                  {fieldError(errors.payments.methods.message) ?? t('settings.fieldError.methodsRequired')}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      </Section>

      <Section title={t('settings.checkoutTitle')} text={t('settings.checkoutText')}>
        <SwitchRow
          control={form.control}
          name="checkout.guestCheckout"
          label={t('settings.guestCheckout')}
          hint={t('settings.guestCheckoutHint')}
        />
        <SwitchRow
          control={form.control}
          name="checkout.termsRequired"
          label={t('settings.termsRequired')}
          hint={t('settings.termsRequiredHint')}
        />
      </Section>

      <Section title={t('settings.shippingTitle')} text={t('settings.shippingText', { currency })}>
        {zones.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('settings.noZones')}</p>
        ) : null}
        <ul className="space-y-3">
          {zones.fields.map((zone, index) => (
            <li
              key={zone.id}
              className="grid items-start gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
            >
              <FormField
                label={t('settings.zoneName')}
                error={fieldError(errors.shipping?.zones?.[index]?.name?.message)}
              >
                {(control) => <Input {...control} {...form.register(`shipping.zones.${index}.name`)} />}
              </FormField>
              <FormField
                label={t('settings.zoneRate')}
                error={fieldError(errors.shipping?.zones?.[index]?.rate?.message)}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    {...form.register(`shipping.zones.${index}.rate`)}
                  />
                )}
              </FormField>
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="sm:mt-7"
                onClick={() => zones.remove(index)}
                aria-label={t('settings.removeZone', { n: index + 1 })}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          type="button"
          variant="outline"
          disabled={zones.fields.length >= MAX_SHIPPING_ZONES}
          onClick={() => zones.append({ name: '', rate: '0' })}
        >
          <Plus aria-hidden className="size-4" />
          {t('settings.addZone')}
        </Button>
      </Section>

      <Section title={t('settings.notificationsTitle')} text={t('settings.notificationsText')}>
        <SwitchRow
          control={form.control}
          name="notifications.newOrder"
          label={t('settings.notifyNewOrder')}
        />
        <SwitchRow
          control={form.control}
          name="notifications.orderCancelled"
          label={t('settings.notifyOrderCancelled')}
        />
        <SwitchRow
          control={form.control}
          name="notifications.newReview"
          label={t('settings.notifyNewReview')}
        />
      </Section>

      <div className="space-y-3">
        <FormAlert message={message?.ref ?? null} tone={message?.tone} />
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
