import * as z from '@/lib/zod-mini';
import { MAX_SHIPPING_ZONES, PAYMENT_METHODS } from './shop-constants';

/*
 * The shop's settings (table `shop_settings`, one jsonb per site): one schema for the settings
 * form (react-hook-form resolver) and the server action. Messages are keys of `ShopSales.settings.error`.
 */

const text = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong));
const rate = z.string().check(z.trim(), z.regex(/^\d{1,7}([.,]\d{1,2})?$/, 'rateInvalid'));

export const shopSettingsSchema = z.object({
  store: z.object({
    name: text(100, 'tooLong').check(z.minLength(2, 'nameRequired')),
    email: z
      .string()
      .check(z.trim(), z.maxLength(200, 'tooLong'), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailInvalid')),
    phone: text(40, 'tooLong').check(z.regex(/^[+\d\s().-]*$/, 'phoneInvalid')),
    address: text(300, 'tooLong'),
  }),
  payments: z.object({
    methods: z
      .array(z.enum(PAYMENT_METHODS))
      .check(z.minLength(1, 'methodsRequired'), z.maxLength(PAYMENT_METHODS.length)),
  }),
  checkout: z.object({ guestCheckout: z.boolean(), termsRequired: z.boolean() }),
  shipping: z.object({
    zones: z
      .array(z.object({ name: text(60, 'tooLong').check(z.minLength(1, 'zoneNameRequired')), rate }))
      .check(z.maxLength(MAX_SHIPPING_ZONES, 'tooManyZones')),
  }),
  notifications: z.object({ newOrder: z.boolean(), orderCancelled: z.boolean(), newReview: z.boolean() }),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** What a site's shop starts with until an admin saves its settings. */
export function defaultShopSettings(storeName: string): ShopSettings {
  return {
    store: { name: storeName, email: '', phone: '', address: '' },
    payments: { methods: ['card', 'bankTransfer'] },
    checkout: { guestCheckout: false, termsRequired: true },
    shipping: { zones: [] },
    notifications: { newOrder: true, orderCancelled: true, newReview: false },
  };
}
