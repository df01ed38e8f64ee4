'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '@/components/forms/password-input';
import { Input } from '@/components/ui/input';
import { submitLayoutFormAction } from '@/lib/templates/forms/actions';
import type { AccountInput } from '@/lib/templates/forms/layout-schemas';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { GalleryField } from '../gallery-field';
import { useGallerySubmit } from '../use-gallery-submit';
import { FormActions } from './form-actions';

const resolver = lazyZodResolver(() =>
  import('@/lib/templates/forms/layout-schemas').then((schemas) => schemas.accountSchema),
);

/** Horizontal layout: labels in a column beside the fields, stacked on phones. */
export function AccountForm() {
  const t = useTranslations('FormsGallery.formLayouts.horizontal');
  const form = useForm<AccountInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useGallerySubmit(form, (values) =>
    submitLayoutFormAction('account', values),
  );
  return (
    <form noValidate aria-label={t('title')} onSubmit={onSubmit} className="space-y-4">
      <GalleryField layout="horizontal" label={t('username')} error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" {...form.register('username')} />}
      </GalleryField>
      <GalleryField layout="horizontal" label={t('email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </GalleryField>
      <GalleryField
        layout="horizontal"
        label={t('password')}
        hint={t('passwordHint')}
        error={errors.password?.message}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </GalleryField>
      <GalleryField layout="horizontal" label={t('confirm')} error={errors.confirm?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('confirm')} />
        )}
      </GalleryField>
      <FormActions pending={isSubmitting} submitLabel={t('submit')} formError={formError} />
    </form>
  );
}
