'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { MessageRef } from '@/lib/auth/error-messages';
import { recordReferralAction } from '@/lib/shop/sales/actions';
import type { ReferralFormValues } from '@/lib/shop/sales/referral-schema';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { selectClass } from './search-box';

const resolver = lazyZodResolver(() =>
  import('@/lib/shop/sales/referral-schema').then((schemas) => schemas.referralFormSchema),
);

const EMPTY: ReferralFormValues = { referrerId: '', email: '', commission: '0' };

/** An admin records who referred whom; the same zod schema runs in the server action. */
export function ReferralForm({ members }: { members: readonly { id: string; name: string }[] }) {
  const t = useTranslations('ShopSales.referrals');
  const router = useRouter();
  const [message, setMessage] = useState<{ ref: MessageRef; tone: 'error' | 'success' } | null>(null);
  const form = useForm<ReferralFormValues>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (key: string | undefined) =>
    key && t.has(`fieldError.${key}` as never) ? t(`fieldError.${key}` as never) : undefined;

  const save = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await recordReferralAction(values);
    if (!result.ok) {
      setMessage({ ref: { key: `ShopSales.error.${result.error}` }, tone: 'error' });
      return;
    }
    form.reset(EMPTY);
    setMessage({ ref: { key: 'ShopSales.referrals.recorded' }, tone: 'success' });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      <FormAlert message={message?.ref ?? null} tone={message?.tone} />
      <FormField label={t('referrer')} error={fieldError(errors.referrerId?.message)}>
        {(control) => (
          <select {...control} {...form.register('referrerId')} className={selectClass}>
            <option value="">{t('chooseReferrer')}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('email')} error={fieldError(errors.email?.message)}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <FormField label={t('commission')} error={fieldError(errors.commission?.message)}>
        {(control) => <Input {...control} inputMode="decimal" {...form.register('commission')} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
