'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MessageSquareText, ShieldCheck, Smartphone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { QrCode } from '@/components/account/qr-code';
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
import { Field, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Link } from '@/lib/i18n/navigation';
import {
  otpCodeSchema,
  smsPhoneSchema,
  TWO_FACTOR_METHODS,
  type TwoFactorMethod,
} from '@/lib/templates/dialog-examples';
import { useErrorText } from './use-error-text';

type Step = 'method' | TwoFactorMethod | 'done';

/** A well-known example key (RFC 4226's test secret in base32): the preview never holds a real one. */
const SAMPLE_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const METHOD_ICONS = { app: Smartphone, sms: MessageSquareText } as const;

/**
 * The steps of setting up two-factor sign-in, as a preview: choose a method, scan an example code
 * or give a phone number, type a code. Nothing is turned on; the last step links to the security
 * settings, where it really is (docs/architecture.md §4).
 */
export function TwoFactorDialog({ appName, email }: { appName: string; email: string }) {
  const t = useTranslations('DialogExamples');
  const errorText = useErrorText();
  const id = useId();
  const [step, setStep] = useState<Step>('method');
  const [method, setMethod] = useState<TwoFactorMethod>('app');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeForm = useForm({ resolver: zodResolver(otpCodeSchema), defaultValues: { code: '' } });
  const phoneForm = useForm({ resolver: zodResolver(smsPhoneSchema), defaultValues: { phone: '' } });
  const otpauth = `otpauth://totp/${encodeURIComponent(`${appName}:${email}`)}?secret=${SAMPLE_SECRET}&issuer=${encodeURIComponent(appName)}`;

  // Each step says where the person is: its heading takes the focus (not on the first step).
  useEffect(() => {
    if (step !== 'method') headingRef.current?.focus();
  }, [step]);

  const stepTitle = t(`twoFactor.steps.${step}`);
  return (
    <Dialog
      onOpenChange={(open) => {
        if (!open) return;
        setStep('method');
        codeForm.reset();
        phoneForm.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <ShieldCheck aria-hidden className="size-4" />
          {t('twoFactor.open')}
        </Button>
      </DialogTrigger>
      <DialogContent size="md" closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('twoFactor.title')}</DialogTitle>
          <DialogDescription>{t('twoFactor.text')}</DialogDescription>
        </DialogHeader>
        <h3 ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          {stepTitle}
        </h3>
        {step === 'method' ? (
          <>
            <RadioGroup
              aria-label={stepTitle}
              value={method}
              onValueChange={(value) => setMethod(value as TwoFactorMethod)}
            >
              {TWO_FACTOR_METHODS.map((option) => {
                const Icon = METHOD_ICONS[option];
                return (
                  <Field
                    key={option}
                    orientation="horizontal"
                    className="items-start rounded-md border border-border p-4 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary-soft"
                  >
                    <RadioGroupItem id={`${id}-${option}`} value={option} className="mt-0.5" />
                    <FieldLabel
                      htmlFor={`${id}-${option}`}
                      className="flex-1 cursor-pointer flex-col items-start gap-1"
                    >
                      <span className="flex items-center gap-2">
                        <Icon aria-hidden className="size-4" />
                        {t(`twoFactor.methods.${option}.title`)}
                      </span>
                      <span className="font-normal text-muted-foreground">
                        {t(`twoFactor.methods.${option}.text`)}
                      </span>
                    </FieldLabel>
                  </Field>
                );
              })}
            </RadioGroup>
            <DialogFooter>
              <Button onClick={() => setStep(method)}>{t('twoFactor.continue')}</Button>
            </DialogFooter>
          </>
        ) : null}
        {step === 'app' ? (
          <form onSubmit={codeForm.handleSubmit(() => setStep('done'))} noValidate className="space-y-4">
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <QrCode value={otpauth} label={t('twoFactor.qrLabel', { appName })} size={148} />
              <div className="space-y-2 text-sm">
                <p>{t('twoFactor.scan', { appName })}</p>
                <p className="text-muted-foreground">{t('twoFactor.manual')}</p>
                <p
                  className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 font-mono text-xs break-all"
                  dir="ltr"
                >
                  <KeyRound aria-hidden className="size-4 shrink-0" />
                  {SAMPLE_SECRET}
                </p>
              </div>
            </div>
            <FormField label={t('twoFactor.code')} error={errorText(codeForm.formState.errors.code?.message)}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  dir="ltr"
                  {...codeForm.register('code')}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setStep('method')}>
                {t('twoFactor.back')}
              </Button>
              <Button type="submit">{t('twoFactor.verify')}</Button>
            </DialogFooter>
          </form>
        ) : null}
        {step === 'sms' ? (
          <form onSubmit={phoneForm.handleSubmit(() => setStep('done'))} noValidate className="space-y-4">
            <FormField
              label={t('twoFactor.phone')}
              hint={t('twoFactor.phoneHint')}
              error={errorText(phoneForm.formState.errors.phone?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  autoComplete="tel"
                  dir="ltr"
                  {...phoneForm.register('phone')}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setStep('method')}>
                {t('twoFactor.back')}
              </Button>
              <Button type="submit">{t('twoFactor.sendCode')}</Button>
            </DialogFooter>
          </form>
        ) : null}
        {step === 'done' ? (
          <>
            <p className="text-sm">{t('twoFactor.doneText')}</p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('close')}</Button>
              </DialogClose>
              <Button asChild>
                <Link href="/pages/account-settings/security">{t('twoFactor.openSettings')}</Link>
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
