'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, House, MapPinPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_KINDS,
  addressSchema,
  type AddressValues,
} from '@/lib/templates/dialog-examples';
import { ExampleResult } from './example-result';
import { useErrorText } from './use-error-text';

const KIND_ICONS = { home: House, office: Building2 } as const;

/** An address form in a dialog: a select, a radio choice as cards, a checkbox; validated, saved nowhere. */
export function AddAddressDialog({ name, locale }: { name: string; locale: Locale }) {
  const t = useTranslations('DialogExamples');
  const errorText = useErrorText();
  const kindLabelId = useId();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  // Country names in the page's language, from the browser (the dialog renders only once opened).
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: 'region' });
    return ADDRESS_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, LANGUAGE_TAG[locale]),
    );
  }, [locale]);
  const form = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      fullName: name,
      line1: '',
      line2: '',
      city: '',
      postalCode: '',
      kind: 'home',
      isDefault: false,
    },
  });
  const { errors } = form.formState;
  const save = form.handleSubmit((values) => {
    form.reset();
    setOpen(false);
    setResult(t('address.done', { city: values.city }));
  });

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button>
            <MapPinPlus aria-hidden className="size-4" />
            {t('address.open')}
          </Button>
        </DialogTrigger>
        <DialogContent size="lg" closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('address.title')}</DialogTitle>
            <DialogDescription>{t('address.text')}</DialogDescription>
          </DialogHeader>
          <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <span id={kindLabelId} className="mb-1.5 block text-sm font-medium">
                {t('address.kind')}
              </span>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <RadioGroup
                    aria-labelledby={kindLabelId}
                    value={field.value}
                    onValueChange={field.onChange}
                    className="grid-cols-2"
                  >
                    {ADDRESS_KINDS.map((kind) => {
                      const Icon = KIND_ICONS[kind];
                      return (
                        <Field
                          key={kind}
                          orientation="horizontal"
                          className="rounded-md border border-border p-3 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary-soft"
                        >
                          <RadioGroupItem id={`${kindLabelId}-${kind}`} value={kind} />
                          <FieldLabel htmlFor={`${kindLabelId}-${kind}`} className="flex-1 cursor-pointer">
                            <Icon aria-hidden className="size-4" />
                            {t(`address.kinds.${kind}`)}
                          </FieldLabel>
                        </Field>
                      );
                    })}
                  </RadioGroup>
                )}
              />
            </div>
            <FormField label={t('address.fullName')} error={errorText(errors.fullName?.message)}>
              {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
            </FormField>
            <FormField label={t('address.country')} error={errorText(errors.country?.message)}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="country"
                  render={({ field }) => (
                    <Select value={field.value ?? ''} onValueChange={field.onChange}>
                      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder={t('address.countryPlaceholder')} />
                      </SelectTrigger>
                      <SelectContent>
                        {countries.map(({ code, name: country }) => (
                          <SelectItem key={code} value={code}>
                            {country}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <div className="sm:col-span-2">
              <FormField label={t('address.line1')} error={errorText(errors.line1?.message)}>
                {(control) => <Input {...control} autoComplete="address-line1" {...form.register('line1')} />}
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <FormField label={t('address.line2')} error={errorText(errors.line2?.message)}>
                {(control) => <Input {...control} autoComplete="address-line2" {...form.register('line2')} />}
              </FormField>
            </div>
            <FormField label={t('address.city')} error={errorText(errors.city?.message)}>
              {(control) => <Input {...control} autoComplete="address-level2" {...form.register('city')} />}
            </FormField>
            <FormField label={t('address.postalCode')} error={errorText(errors.postalCode?.message)}>
              {(control) => (
                <Input {...control} autoComplete="postal-code" {...form.register('postalCode')} />
              )}
            </FormField>
            <Controller
              control={form.control}
              name="isDefault"
              render={({ field }) => (
                <Field orientation="horizontal" className="sm:col-span-2">
                  <Checkbox
                    id={`${kindLabelId}-default`}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <FieldLabel htmlFor={`${kindLabelId}-default`}>{t('address.isDefault')}</FieldLabel>
                </Field>
              )}
            />
            <DialogFooter className="sm:col-span-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t('cancel')}
                </Button>
              </DialogClose>
              <Button type="submit">{t('address.submit')}</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ExampleResult text={result} />
    </>
  );
}
