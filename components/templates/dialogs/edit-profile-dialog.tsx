'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
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
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { LANGUAGE_NAME, LOCALES, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { BIO_MAX, profileSchema, type ProfileValues } from '@/lib/templates/dialog-examples';
import { ExampleResult } from './example-result';
import { useErrorText } from './use-error-text';

interface EditProfileDialogProps {
  name: string;
  email: string;
  locale: Locale;
}

/**
 * A form in a dialog, filled with the viewer's name and address. The form lives outside the
 * dialog's content, so what was typed survives an error, Escape and reopening; a valid form
 * closes the dialog (Radix gives the focus back to the button) and saves nothing.
 */
export function EditProfileDialog({ name, email, locale }: EditProfileDialogProps) {
  const t = useTranslations('DialogExamples');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  const [firstName = '', ...rest] = name.split(' ');
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName, lastName: rest.join(' '), email, phone: '', language: locale, bio: '' },
  });
  const { errors } = form.formState;
  const save = form.handleSubmit((values) => {
    form.reset(values);
    setOpen(false);
    setResult(t('profile.done', { name: `${values.firstName} ${values.lastName}` }));
  });

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button>
            <UserRound aria-hidden className="size-4" />
            {t('profile.open')}
          </Button>
        </DialogTrigger>
        <DialogContent size="lg" closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('profile.title')}</DialogTitle>
            <DialogDescription>{t('profile.text')}</DialogDescription>
          </DialogHeader>
          <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('profile.firstName')} error={errorText(errors.firstName?.message)}>
              {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
            </FormField>
            <FormField label={t('profile.lastName')} error={errorText(errors.lastName?.message)}>
              {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
            </FormField>
            <FormField label={t('profile.email')} error={errorText(errors.email?.message)}>
              {(control) => (
                <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
              )}
            </FormField>
            <FormField
              label={t('profile.phone')}
              hint={t('profile.phoneHint')}
              error={errorText(errors.phone?.message)}
            >
              {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
            </FormField>
            <div className="sm:col-span-2">
              <FormField label={t('profile.language')}>
                {(control) => (
                  <Controller
                    control={form.control}
                    name="language"
                    render={({ field }) => (
                      <Select value={field.value} onValueChange={field.onChange}>
                        <SelectTrigger {...control} onBlur={field.onBlur} className="w-full">
                          <SelectValue />
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
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <FormField
                label={t('profile.bio')}
                hint={t('profile.bioHint', { max: BIO_MAX })}
                error={errorText(errors.bio?.message)}
              >
                {(control) => <Textarea {...control} rows={3} {...form.register('bio')} />}
              </FormField>
            </div>
            <DialogFooter className="sm:col-span-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t('cancel')}
                </Button>
              </DialogClose>
              <Button type="submit">{t('profile.submit')}</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ExampleResult text={result} />
    </>
  );
}
