'use client';

import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { submitLayoutFormAction } from '@/lib/templates/forms/actions';
import type { CountryOption } from '@/lib/templates/forms/countries';
import type { AddressInput } from '@/lib/templates/forms/layout-schemas';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { GalleryField } from '../gallery-field';
import { useGallerySubmit } from '../use-gallery-submit';
import { FormActions } from './form-actions';

const resolver = lazyZodResolver(() =>
  import('@/lib/templates/forms/layout-schemas').then((schemas) => schemas.addressSchema),
);

const EMPTY: AddressInput = {
  firstName: '',
  lastName: '',
  company: '',
  street: '',
  city: '',
  postalCode: '',
  country: '',
};

/** Multi-column layout: one column on phones, two on tablets, three on wide screens. */
export function AddressForm({ countries }: { countries: CountryOption[] }) {
  const t = useTranslations('FormsGallery.formLayouts.columns');
  const form = useForm<AddressInput>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useGallerySubmit(form, (values) =>
    submitLayoutFormAction('address', values),
  );
  return (
    <form noValidate aria-label={t('title')} onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <GalleryField label={t('firstName')} error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </GalleryField>
        <GalleryField label={t('lastName')} error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </GalleryField>
        <GalleryField label={t('company')} hint={t('optional')} error={errors.company?.message}>
          {(control) => <Input {...control} autoComplete="organization" {...form.register('company')} />}
        </GalleryField>
        <GalleryField
          label={t('street')}
          error={errors.street?.message}
          className="sm:col-span-2 lg:col-span-3"
        >
          {(control) => <Input {...control} autoComplete="street-address" {...form.register('street')} />}
        </GalleryField>
        <GalleryField label={t('city')} error={errors.city?.message}>
          {(control) => <Input {...control} autoComplete="address-level2" {...form.register('city')} />}
        </GalleryField>
        <GalleryField label={t('postalCode')} hint={t('postalCodeHint')} error={errors.postalCode?.message}>
          {(control) => <Input {...control} autoComplete="postal-code" {...form.register('postalCode')} />}
        </GalleryField>
        <GalleryField label={t('country')} error={errors.country?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <Select
                  value={field.value}
                  onValueChange={field.onChange}
                  onOpenChange={(open) => {
                    if (!open) field.onBlur();
                  }}
                >
                  <SelectTrigger {...control} ref={field.ref} name={field.name}>
                    <SelectValue placeholder={t('countryPlaceholder')} />
                  </SelectTrigger>
                  <SelectContent>
                    {countries.map((country) => (
                      <SelectItem key={country.code} value={country.code}>
                        {country.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </GalleryField>
      </div>
      <FormActions
        pending={isSubmitting}
        submitLabel={t('submit')}
        formError={formError}
        onReset={() => form.reset(EMPTY)}
      />
    </form>
  );
}
