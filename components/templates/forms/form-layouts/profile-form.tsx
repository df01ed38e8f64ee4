'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES } from '@/lib/i18n/locales';
import { submitLayoutFormAction } from '@/lib/templates/forms/actions';
import { FIELD_LIMITS } from '@/lib/templates/forms/field-limits';
import type { ProfileInput } from '@/lib/templates/forms/layout-schemas';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { CharacterCounter } from '../character-counter';
import { GalleryField } from '../gallery-field';
import { useGallerySubmit } from '../use-gallery-submit';
import { FormActions } from './form-actions';

const resolver = lazyZodResolver(() =>
  import('@/lib/templates/forms/layout-schemas').then((schemas) => schemas.profileSchema),
);

const EMPTY: ProfileInput = {
  firstName: '',
  lastName: '',
  birthDate: '',
  email: '',
  phone: '',
  language: '',
  bio: '',
  newsletter: false,
};

/** A titled group of fields (h3 under the card's h2), in two columns from the `md` breakpoint. */
function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 border-b border-border pb-6 md:grid-cols-[14rem_1fr] md:gap-8"
    >
      <div className="space-y-1">
        <h3 id={id} className="text-sm font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Sections with a sticky action bar: the buttons stay in view while the long form scrolls. */
export function ProfileForm() {
  const t = useTranslations('FormsGallery.formLayouts.sections');
  const newsletterId = useId();
  const bioCounterId = useId();
  const form = useForm<ProfileInput>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useGallerySubmit(form, (values) =>
    submitLayoutFormAction('profile', values),
  );
  const bioLength = useWatch({ control: form.control, name: 'bio' }).length;
  return (
    <form noValidate aria-label={t('title')} onSubmit={onSubmit} className="space-y-6">
      <FormSection title={t('personal.title')} description={t('personal.description')}>
        <GalleryField label={t('firstName')} error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </GalleryField>
        <GalleryField label={t('lastName')} error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </GalleryField>
        <GalleryField label={t('birthDate')} hint={t('optional')} error={errors.birthDate?.message}>
          {(control) => (
            <Input {...control} type="date" autoComplete="bday" {...form.register('birthDate')} />
          )}
        </GalleryField>
      </FormSection>
      <FormSection title={t('contact.title')} description={t('contact.description')}>
        <GalleryField label={t('email')} error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </GalleryField>
        <GalleryField label={t('phone')} hint={t('optional')} error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </GalleryField>
      </FormSection>
      <FormSection title={t('preferences.title')} description={t('preferences.description')}>
        <GalleryField label={t('language')} error={errors.language?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <Select
                  value={field.value}
                  onValueChange={field.onChange}
                  onOpenChange={(open) => {
                    if (!open) field.onBlur();
                  }}
                >
                  <SelectTrigger {...control} ref={field.ref} name={field.name}>
                    <SelectValue placeholder={t('languagePlaceholder')} />
                  </SelectTrigger>
                  <SelectContent>
                    {LOCALES.map((code) => (
                      <SelectItem key={code} value={code} lang={LANGUAGE_TAG[code]}>
                        {LANGUAGE_NAME[code]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </GalleryField>
        <Controller
          control={form.control}
          name="newsletter"
          render={({ field }) => (
            <Field orientation="horizontal" className="items-start self-end pb-2.5">
              <Switch
                id={newsletterId}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={field.onChange}
                aria-describedby={`${newsletterId}-hint`}
                className="mt-0.5"
              />
              <div className="space-y-0.5">
                <FieldLabel htmlFor={newsletterId}>{t('newsletter')}</FieldLabel>
                <FieldDescription id={`${newsletterId}-hint`}>{t('newsletterHint')}</FieldDescription>
              </div>
            </Field>
          )}
        />
        <GalleryField
          label={t('bio')}
          hint={t('optional')}
          error={errors.bio?.message}
          describedBy={bioCounterId}
          className="sm:col-span-2"
        >
          {(control) => (
            <>
              <Textarea {...control} rows={3} autoGrow {...form.register('bio')} />
              <CharacterCounter id={bioCounterId} count={bioLength} max={FIELD_LIMITS.bioMax} />
            </>
          )}
        </GalleryField>
      </FormSection>
      <FormActions
        sticky
        pending={isSubmitting}
        submitLabel={t('submit')}
        formError={formError}
        onReset={() => form.reset(EMPTY)}
      />
    </form>
  );
}
