'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ABOUT_MAX_LENGTH, type AccountFormValues } from '@/lib/account/account-schema';
import { saveAccountAction } from '@/lib/account/actions';
import type { MessageRef } from '@/lib/auth/error-messages';
import { joinLocale, splitLocale } from '@/lib/i18n/locale-path';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, type Locale } from '@/lib/i18n/locales';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { useFieldError } from './use-field-error';

const resolver = lazyZodResolver(() =>
  import('@/lib/account/account-schema').then((schemas) => schemas.accountFormSchema),
);

const textarea =
  'min-h-32 w-full rounded-md border border-border bg-card px-3 py-2 text-base outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm';

/**
 * Name, preferred language and "about" (account tab). A new language also becomes the page's: the
 * member lands on this page in it.
 */
export function AccountForm({ initial, pageLocale }: { initial: AccountFormValues; pageLocale: Locale }) {
  const t = useTranslations('AccountSettings');
  const fieldError = useFieldError();
  const router = useRouter();
  const [notice, setNotice] = useState<{ message: MessageRef; tone: 'error' | 'success' } | null>(null);
  const form = useForm<AccountFormValues>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const aboutLength = useWatch({ control: form.control, name: 'about' }).length;

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const result = await saveAccountAction(values);
    if (!result.ok) {
      for (const [field, key] of Object.entries(result.fieldErrors ?? {}))
        form.setError(field as keyof AccountFormValues, { message: key });
      setNotice({ message: { key: `AccountSettings.error_${result.error}` }, tone: 'error' });
      return;
    }
    form.reset(values);
    if (values.locale !== pageLocale) {
      const here = splitLocale(window.location.pathname);
      window.location.assign(joinLocale(values.locale, here?.rest ?? ''));
      return;
    }
    setNotice({ message: { key: 'AccountSettings.saved' }, tone: 'success' });
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profileTitle')} className="space-y-5">
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
      <FormField label={t('name')} error={fieldError(errors.name?.message)}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <FormField label={t('language')} hint={t('languageHint')} error={fieldError(errors.locale?.message)}>
        {(control) => (
          <select
            {...control}
            className="h-11 w-full rounded-md border border-border bg-card px-3 text-base sm:text-sm"
            {...form.register('locale')}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={LANGUAGE_TAG[locale]}>
                {LANGUAGE_NAME[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('about')}
        hint={t('aboutHint', { count: aboutLength, max: ABOUT_MAX_LENGTH })}
        error={fieldError(errors.about?.message)}
      >
        {(control) => (
          <textarea
            {...control}
            dir="auto"
            maxLength={ABOUT_MAX_LENGTH}
            className={textarea}
            {...form.register('about')}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
