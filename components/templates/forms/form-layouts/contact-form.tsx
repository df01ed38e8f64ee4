'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { submitLayoutFormAction } from '@/lib/templates/forms/actions';
import { FIELD_LIMITS } from '@/lib/templates/forms/field-limits';
import type { ContactInput } from '@/lib/templates/forms/layout-schemas';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { GalleryField } from '../gallery-field';
import { useGallerySubmit } from '../use-gallery-submit';
import { FormActions } from './form-actions';

const resolver = lazyZodResolver(() =>
  import('@/lib/templates/forms/layout-schemas').then((schemas) => schemas.contactSchema),
);

/** Vertical layout: each label above its field. Errors show on leaving a field and on sending. */
export function ContactForm() {
  const t = useTranslations('FormsGallery.formLayouts.vertical');
  const form = useForm<ContactInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useGallerySubmit(form, (values) =>
    submitLayoutFormAction('contact', values),
  );
  return (
    <form noValidate aria-label={t('title')} onSubmit={onSubmit} className="space-y-4">
      <GalleryField label={t('fullName')} error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </GalleryField>
      <GalleryField label={t('email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </GalleryField>
      <GalleryField
        label={t('message')}
        hint={t('messageHint', { min: FIELD_LIMITS.messageMin, max: FIELD_LIMITS.messageMax })}
        error={errors.message?.message}
      >
        {(control) => <Textarea {...control} rows={4} {...form.register('message')} />}
      </GalleryField>
      <FormActions pending={isSubmitting} submitLabel={t('submit')} formError={formError} />
    </form>
  );
}
