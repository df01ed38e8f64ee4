import { listingIdSchema, storableText } from '@/lib/listings/listing-schema';
import { PAYMENT_METHODS } from '@/lib/shop/sales/shop-constants';
import * as z from '@/lib/zod-mini';

/*
 * The checkout wizard (docs/templates.md): cart → address → delivery and payment → confirmation.
 * One schema per step, the whole is the steps side by side; the form and the server action parse
 * the same. Messages are keys of `Wizards.errors`.
 */

export const MAX_CART_LINES = 20;
export const MAX_QUANTITY = 99;
export const DELIVERY_METHODS = ['standard', 'express'] as const;

const text = (min: number, max: number, required: string) =>
  z
    .string()
    .check(z.overwrite(storableText), z.trim(), z.minLength(min, required), z.maxLength(max, 'tooLong'));

const cartLine = z.object({
  listingId: listingIdSchema,
  quantity: z.string().check(
    z.trim(),
    z.regex(/^\d{1,2}$/, 'quantityInvalid'),
    z.refine((value) => Number(value) >= 1 && Number(value) <= MAX_QUANTITY, 'quantityInvalid'),
  ),
});

export const checkoutStepSchemas = {
  cart: z.object({
    lines: z.array(cartLine).check(
      z.minLength(1, 'cartEmpty'),
      z.maxLength(MAX_CART_LINES, 'cartTooLong'),
      z.refine(
        (lines) => new Set(lines.map((line) => line.listingId)).size === lines.length,
        'cartDuplicate',
      ),
    ),
  }),
  address: z.object({
    fullName: text(2, 80, 'fullNameRequired'),
    street: text(3, 120, 'streetRequired'),
    postalCode: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'postalCodeInvalid')),
    city: text(2, 80, 'cityRequired'),
    country: text(2, 60, 'countryRequired'),
    phone: z.string().check(z.trim(), z.regex(/^\+?[\d\s().-]{6,20}$/, 'phoneInvalid')),
  }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS, { message: 'deliveryRequired' }),
    payment: z.enum(PAYMENT_METHODS, { message: 'paymentRequired' }),
  }),
  confirm: z.object({
    understood: z.boolean().check(z.refine((value) => value, 'confirmRequired')),
  }),
};

export const CHECKOUT_STEP_IDS = ['cart', 'address', 'delivery', 'confirm'] as const;

export const checkoutSchema = z.object(checkoutStepSchemas);
export type CheckoutValues = z.infer<typeof checkoutSchema>;

export function emptyCheckout(lines: CheckoutValues['cart']['lines']): CheckoutValues {
  return {
    cart: { lines },
    address: { fullName: '', street: '', postalCode: '', city: '', country: '', phone: '' },
    // No payment method is chosen for the member: the shop's methods are offered, none preset.
    delivery: { method: 'standard', payment: '' as CheckoutValues['delivery']['payment'] },
    confirm: { understood: false },
  };
}

/** The address as one line, as the shop's orders store it. */
export function shippingAddressLine(address: CheckoutValues['address']): string {
  return [
    address.fullName,
    address.street,
    `${address.postalCode} ${address.city}`,
    address.country,
    address.phone,
  ].join(', ');
}
