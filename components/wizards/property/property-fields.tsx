'use client';

import { useTranslations } from 'next-intl';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { PRICING_MODELS } from '@/lib/listings/constants';
import type { PropertyListingValues } from '@/lib/wizards/property-listing-schema';
import { useWizardErrorText } from '../use-error-text';

type Form = UseFormReturn<PropertyListingValues>;

export function PropertyDetailsStep({ form }: { form: Form }) {
  const t = useTranslations('Wizards.property.fields');
  const error = useWizardErrorText();
  const errors = form.formState.errors.details;
  return (
    <div className="space-y-5">
      <FormField
        label={t('productName')}
        hint={t('productNameHint')}
        error={error(errors?.productName?.message)}
      >
        {(control) => <Input {...control} {...form.register('details.productName')} />}
      </FormField>
      <FormField
        label={t('description')}
        hint={t('descriptionHint')}
        error={error(errors?.description?.message)}
      >
        {(control) => <Textarea {...control} rows={7} {...form.register('details.description')} />}
      </FormField>
    </div>
  );
}

export function PropertyTermsStep({ form, currency }: { form: Form; currency: string }) {
  const t = useTranslations('Wizards.property.fields');
  const tp = useTranslations('ListingForm');
  const error = useWizardErrorText();
  const errors = form.formState.errors.terms;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('price', { currency })} error={error(errors?.price?.message)}>
        {(control) => (
          <Input {...control} inputMode="decimal" placeholder="0.00" {...form.register('terms.price')} />
        )}
      </FormField>
      <FormField label={t('pricing')} error={error(errors?.pricing?.message)}>
        {(control) => (
          <Controller
            control={form.control}
            name="terms.pricing"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PRICING_MODELS.map((model) => (
                    <SelectItem key={model} value={model}>
                      {tp(`pricing_${model}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t('duration')} hint={t('durationHint')} error={error(errors?.duration?.message)}>
          {(control) => <Input {...control} {...form.register('terms.duration')} />}
        </FormField>
      </div>
    </div>
  );
}

export function PropertyLocationStep({ form }: { form: Form }) {
  const t = useTranslations('Wizards.property.fields');
  const error = useWizardErrorText();
  return (
    <FormField
      label={t('location')}
      hint={t('locationHint')}
      error={error(form.formState.errors.location?.location?.message)}
    >
      {(control) => (
        <Input {...control} autoComplete="street-address" {...form.register('location.location')} />
      )}
    </FormField>
  );
}
