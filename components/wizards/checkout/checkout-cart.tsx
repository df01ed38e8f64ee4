'use client';

import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cartTotal } from '@/lib/wizards/cart';
import { MAX_CART_LINES, MAX_QUANTITY, type CheckoutValues } from '@/lib/wizards/checkout-schema';
import type { WizardOffer } from '@/lib/wizards/wizard-offers';
import { useWizardErrorText } from '../use-error-text';

type Form = UseFormReturn<CheckoutValues>;

export function useCartLines(form: Form, offers: readonly WizardOffer[]) {
  const lines = useWatch({ control: form.control, name: 'cart.lines' });
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const priced = lines.map((line) => ({ ...line, offer: byId.get(line.listingId) }));
  const total = cartTotal(
    priced.map((line) => ({ price: line.offer?.price ?? '0', quantity: line.quantity })),
  );
  return { priced, total };
}

/** The cart: the site's offers the member picked, their quantities, and the others to add. */
export function CheckoutCartStep({
  form,
  offers,
  currency,
}: {
  form: Form;
  offers: readonly WizardOffer[];
  currency: string;
}) {
  const t = useTranslations('Wizards.checkout.cart');
  const error = useWizardErrorText();
  const format = useFormatter();
  const money = (amount: string, code = currency) =>
    format.number(Number(amount), { style: 'currency', currency: code });
  const lines = useFieldArray({ control: form.control, name: 'cart.lines' });
  const { priced, total } = useCartLines(form, offers);
  const inCart = new Set(priced.map((line) => line.listingId));
  const addable = offers.filter((offer) => !inCart.has(offer.id));
  const errors = form.formState.errors.cart?.lines;
  const listError = error(errors?.message ?? errors?.root?.message);
  const setQuantity = (index: number, quantity: number) =>
    form.setValue(`cart.lines.${index}.quantity`, String(Math.min(MAX_QUANTITY, Math.max(1, quantity))), {
      shouldValidate: true,
    });

  return (
    <div className="space-y-6">
      {priced.length ? (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t('inCart')}>
          {lines.fields.map((field, index) => {
            const line = priced[index];
            const name = line?.offer?.name ?? t('unavailable');
            const quantityError = error(errors?.[index]?.quantity?.message);
            const quantityId = `cart-quantity-${field.id}`;
            return (
              <li key={field.id} className="flex flex-wrap items-center gap-4 p-4">
                <div className="size-16 shrink-0 overflow-hidden rounded-md bg-muted">
                  {line?.offer?.thumbUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- stored thumbnails, already resized
                    <img src={line.offer.thumbUrl} alt="" className="size-full object-cover" />
                  ) : (
                    <ShoppingBag aria-hidden className="m-auto mt-5 size-6 text-muted-foreground" />
                  )}
                </div>
                <div className="min-w-0 grow basis-40">
                  <p className="font-medium">{name}</p>
                  {line?.offer ? (
                    <p className="text-sm text-muted-foreground">
                      {t('each', { price: money(line.offer.price, line.offer.currency) })}
                    </p>
                  ) : null}
                </div>
                <div className="space-y-1">
                  <div className="flex items-center gap-1">
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={t('less', { name })}
                      onClick={() => setQuantity(index, Number(line?.quantity) - 1)}
                    >
                      <Minus aria-hidden className="size-4" />
                    </Button>
                    <label htmlFor={quantityId} className="sr-only">
                      {t('quantityOf', { name })}
                    </label>
                    <Input
                      id={quantityId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_QUANTITY}
                      aria-invalid={Boolean(quantityError)}
                      aria-describedby={quantityError ? `${quantityId}-error` : undefined}
                      className="h-9 w-16 text-center"
                      {...form.register(`cart.lines.${index}.quantity`)}
                    />
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={t('more', { name })}
                      onClick={() => setQuantity(index, Number(line?.quantity) + 1)}
                    >
                      <Plus aria-hidden className="size-4" />
                    </Button>
                  </div>
                  {quantityError ? (
                    <p id={`${quantityId}-error`} className="text-sm text-destructive">
                      {quantityError}
                    </p>
                  ) : null}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('remove', { name })}
                  onClick={() => lines.remove(index)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {t('empty')}
        </p>
      )}
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <p className="flex items-baseline justify-between gap-4 text-lg font-semibold">
        <span>{t('total')}</span>
        <span>{money(total)}</span>
      </p>
      {addable.length && priced.length < MAX_CART_LINES ? (
        <section className="space-y-3">
          <h3 className="text-sm font-semibold">{t('addMore')}</h3>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {addable.map((offer) => (
              <li
                key={offer.id}
                className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 text-sm"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{offer.name}</span>
                  <span className="text-muted-foreground">{money(offer.price, offer.currency)}</span>
                </span>
                <Button
                  type="button"
                  variant="soft"
                  size="sm"
                  aria-label={t('add', { name: offer.name })}
                  onClick={() => {
                    lines.append({ listingId: offer.id, quantity: '1' });
                    if (form.getFieldState('cart.lines').error) void form.trigger('cart.lines');
                  }}
                >
                  <Plus aria-hidden className="size-4" />
                  {t('addShort')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
