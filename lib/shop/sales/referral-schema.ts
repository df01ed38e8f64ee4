import * as z from '@/lib/zod-mini';

/** The admin's "record a referral" form; messages are keys of `ShopSales.referrals.error`. */
export const referralFormSchema = z.object({
  referrerId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'referrerRequired')),
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(200, 'emailInvalid'),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailInvalid'),
    ),
  commission: z.string().check(z.trim(), z.regex(/^\d{1,7}([.,]\d{1,2})?$/, 'commissionInvalid')),
});

export type ReferralFormValues = z.infer<typeof referralFormSchema>;
