'use client';

import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PasswordInput } from '@/components/forms/password-input';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toneText } from '@/components/ui/status-tone';
import { submitRegistrationAction } from '@/lib/templates/forms/actions';
import { EMPTY_REGISTRATION, PLANS } from '@/lib/templates/forms/registration-options';
import type { RegistrationInput } from '@/lib/templates/forms/registration-schema';
import { cn } from '@/lib/utils';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { FormActions } from '../form-layouts/form-actions';
import { GalleryField } from '../gallery-field';
import { useErrorText } from '../use-error-text';
import { useGallerySubmit } from '../use-gallery-submit';
import { withUsernameCheck } from './username-check';

const schemaResolver = lazyZodResolver(() =>
  import('@/lib/templates/forms/registration-schema').then((schemas) => schemas.registrationSchema),
);

/**
 * The registration form: errors appear when a field is left and on sending, focus goes to the
 * first invalid field, the username's availability is "checked" as you leave it, and the server
 * action answers with the same schema. Nothing typed is cleared.
 */
export function RegistrationForm() {
  const t = useTranslations('FormsGallery.formValidation');
  const errorText = useErrorText();
  const [checking, setChecking] = useState(false);
  const [resolver] = useState(() => withUsernameCheck(schemaResolver, setChecking));
  const form = useForm<RegistrationInput>({ resolver, mode: 'onTouched', defaultValues: EMPTY_REGISTRATION });
  const { errors, isSubmitting, touchedFields } = form.formState;
  const { onSubmit, formError, saved } = useGallerySubmit(form, submitRegistrationAction);
  const usernameStatusId = useId();
  const planLegendId = useId();
  const planErrorId = useId();
  const termsId = useId();
  const username = useWatch({ control: form.control, name: 'username' });
  const usernameOk = touchedFields.username && !errors.username && !checking && username.trim() !== '';
  const password = form.register('password', {
    // The confirmation is compared again when the password changes after it was filled in.
    onChange: () => {
      if (form.getFieldState('confirm').isTouched) void form.trigger('confirm');
    },
  });

  return (
    <form noValidate aria-label={t('form.title')} onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <GalleryField label={t('fullName')} error={errors.fullName?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
        </GalleryField>
        <GalleryField
          label={t('username')}
          hint={t('usernameHint')}
          error={errors.username?.message}
          describedBy={usernameStatusId}
        >
          {(control) => (
            <>
              <Input {...control} autoComplete="username" spellCheck={false} {...form.register('username')} />
              <p id={usernameStatusId} role="status" className="flex min-h-5 items-center gap-1.5 text-xs">
                {checking ? (
                  <>
                    <LoaderCircle aria-hidden className="size-3.5 animate-spin text-muted-foreground" />
                    <span className="text-muted-foreground">{t('checking')}</span>
                  </>
                ) : usernameOk ? (
                  <span className={cn('flex items-center gap-1.5', toneText.success)}>
                    <CircleCheck aria-hidden className="size-3.5" />
                    {t('available')}
                  </span>
                ) : null}
              </p>
            </>
          )}
        </GalleryField>
        <GalleryField label={t('email')} error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </GalleryField>
        <GalleryField label={t('phone')} hint={t('phoneHint')} error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </GalleryField>
        <GalleryField label={t('password')} hint={t('passwordHint')} error={errors.password?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...password} />}
        </GalleryField>
        <GalleryField label={t('confirm')} error={errors.confirm?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('confirm')} />
          )}
        </GalleryField>
      </div>

      <Controller
        control={form.control}
        name="plan"
        render={({ field }) => (
          <fieldset>
            <legend id={planLegendId} className="mb-3 text-sm font-medium">
              {t('plan')}
            </legend>
            <RadioGroup
              aria-labelledby={planLegendId}
              aria-invalid={Boolean(errors.plan)}
              aria-describedby={errors.plan ? planErrorId : undefined}
              value={field.value}
              onValueChange={field.onChange}
              // react-hook-form focuses a field through its ref: the group's first option.
              ref={(group) =>
                field.ref({ focus: () => group?.querySelector<HTMLElement>('[role=radio]')?.focus() })
              }
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();
              }}
              className="gap-3 sm:grid-cols-3"
            >
              {PLANS.map((plan) => (
                <label
                  key={plan}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 transition hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
                >
                  <RadioGroupItem
                    value={plan}
                    className="mt-0.5"
                    aria-labelledby={`${planLegendId}-${plan}-label`}
                    aria-describedby={`${planLegendId}-${plan}`}
                  />
                  <span className="space-y-0.5">
                    <span id={`${planLegendId}-${plan}-label`} className="block text-sm font-medium">
                      {t(`plans.${plan}.label`)}
                    </span>
                    <span id={`${planLegendId}-${plan}`} className="block text-xs text-muted-foreground">
                      {t(`plans.${plan}.details`)}
                    </span>
                  </span>
                </label>
              ))}
            </RadioGroup>
            <FieldError id={planErrorId} className="mt-2">
              {errorText(errors.plan?.message)}
            </FieldError>
          </fieldset>
        )}
      />

      <Controller
        control={form.control}
        name="terms"
        render={({ field }) => (
          <Field orientation="horizontal" invalid={Boolean(errors.terms)} className="items-start">
            <Checkbox
              ref={field.ref}
              id={termsId}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(errors.terms)}
              aria-describedby={errors.terms ? `${termsId}-error` : undefined}
              className="mt-0.5"
            />
            <div className="space-y-0.5">
              <FieldLabel htmlFor={termsId}>{t('terms')}</FieldLabel>
              <FieldError id={`${termsId}-error`}>{errorText(errors.terms?.message)}</FieldError>
            </div>
          </Field>
        )}
      />

      <div role="status">
        {saved ? (
          <Alert variant="success" icon={<CircleCheck />}>
            {t('success')}
          </Alert>
        ) : null}
      </div>
      <FormActions pending={isSubmitting} submitLabel={t('submit')} formError={formError} />
    </form>
  );
}
