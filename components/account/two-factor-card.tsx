'use client';

import { Download, LoaderCircle, ShieldCheck, ShieldOff } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { callAuth } from '@/components/auth/call-auth';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { AuthFailure, MessageRef } from '@/lib/auth/error-messages';
import { authErrorMessage } from '@/lib/auth/error-messages';
import { loadAuthClient } from '@/lib/auth/load-client';
import { QrCode } from './qr-code';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'disable' }
  | { kind: 'scan'; uri: string; backupCodes: string[] };

function failureMessage(failure: AuthFailure): MessageRef {
  if (failure.code === 'INVALID_PASSWORD') return { key: 'AccountSettings.error_wrongPassword' };
  if (failure.code === 'INVALID_CODE') return { key: 'TwoFactor.codeWrong' };
  return authErrorMessage(failure, 'forgot');
}

/** The secret an app can be given by hand instead of the QR code, in groups of four. */
function secretOf(uri: string): string {
  return (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Two-factor sign-in with an authenticator app (better-auth's plugin): the password, then the QR
 * code, its secret and the backup codes, then a first code from the app turns it on. Turning it
 * off asks for the password again.
 */
export function TwoFactorCard({
  enabled,
  hasPassword,
  appName,
}: {
  enabled: boolean;
  hasPassword: boolean;
  appName: string;
}) {
  const t = useTranslations('TwoFactor');
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ message: MessageRef; tone: 'error' | 'success' } | null>(null);

  const go = (next: Step) => {
    setStep(next);
    setValue('');
    setNotice(null);
  };

  const submitPassword = async (event: FormEvent, purpose: 'enable' | 'disable') => {
    event.preventDefault();
    if (!value) return setNotice({ message: { key: 'Validation.passwordRequired' }, tone: 'error' });
    setPending(true);
    const client = await loadAuthClient();
    const result =
      purpose === 'enable'
        ? await callAuth((fetchOptions) => client.twoFactor.enable({ password: value, fetchOptions }))
        : await callAuth((fetchOptions) => client.twoFactor.disable({ password: value, fetchOptions }));
    setPending(false);
    if (!result.ok) return setNotice({ message: failureMessage(result.failure), tone: 'error' });
    if (purpose === 'disable') {
      go({ kind: 'idle' });
      setNotice({ message: { key: 'TwoFactor.turnedOff' }, tone: 'success' });
      router.refresh();
      return;
    }
    const { totpURI, backupCodes } = result.data as { totpURI: string; backupCodes: string[] };
    go({ kind: 'scan', uri: totpURI, backupCodes });
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const code = value.replace(/\s/g, '');
    if (!/^\d{6}$/.test(code))
      return setNotice({ message: { key: 'Validation.codeInvalid' }, tone: 'error' });
    setPending(true);
    const client = await loadAuthClient();
    const result = await callAuth((fetchOptions) => client.twoFactor.verifyTotp({ code, fetchOptions }));
    setPending(false);
    if (!result.ok) return setNotice({ message: failureMessage(result.failure), tone: 'error' });
    go({ kind: 'idle' });
    setNotice({ message: { key: 'TwoFactor.turnedOn' }, tone: 'success' });
    router.refresh();
  };

  const status = enabled ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-500/15 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:text-emerald-300">
      <ShieldCheck aria-hidden className="size-4" />
      {t('statusOn')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground">
      <ShieldOff aria-hidden className="size-4" />
      {t('statusOff')}
    </span>
  );

  if (!hasPassword)
    return (
      <div className="space-y-3">
        {status}
        <p className="text-sm text-muted-foreground">{t('needsPassword')}</p>
      </div>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">{status}</div>
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />

      {step.kind === 'idle' ? (
        <Button
          type="button"
          variant={enabled ? 'outline' : 'default'}
          onClick={() => go({ kind: 'password', purpose: enabled ? 'disable' : 'enable' })}
        >
          {enabled ? t('turnOff') : t('turnOn')}
        </Button>
      ) : null}

      {step.kind === 'password' ? (
        <form
          onSubmit={(event) => submitPassword(event, step.purpose)}
          noValidate
          aria-label={step.purpose === 'enable' ? t('turnOn') : t('turnOff')}
          className="max-w-md space-y-4"
        >
          <FormField label={t('confirmPassword')}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                autoFocus
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            )}
          </FormField>
          <StepActions
            pending={pending}
            submit={t('continue')}
            cancel={t('cancel')}
            onCancel={() => go({ kind: 'idle' })}
          />
        </form>
      ) : null}

      {step.kind === 'scan' ? (
        <div className="space-y-6">
          <ol className="list-decimal space-y-6 ps-5 marker:font-semibold">
            <li className="space-y-3">
              <p>{t('scanStep', { appName })}</p>
              <QrCode value={step.uri} label={t('qrLabel', { appName })} />
              <p className="text-sm text-muted-foreground">{t('manualStep')}</p>
              <p>
                <code
                  dir="ltr"
                  className="rounded bg-muted px-2 py-1 font-mono text-sm break-all"
                  data-testid="totp-secret"
                >
                  {secretOf(step.uri)}
                </code>
              </p>
            </li>
            <li className="space-y-3">
              <p>{t('backupStep')}</p>
              <ul
                dir="ltr"
                className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm"
                aria-label={t('backupCodes')}
              >
                {step.backupCodes.map((code) => (
                  <li key={code} className="rounded bg-muted px-2 py-1 text-center">
                    {code}
                  </li>
                ))}
              </ul>
              <a
                href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${appName}\n\n${step.backupCodes.join('\n')}\n`)}`}
                download={`${appName.replace(/[^A-Za-z0-9]+/g, '-')}-backup-codes.txt`}
                className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
              >
                <Download aria-hidden className="size-4" />
                {t('downloadCodes')}
              </a>
            </li>
            <li>
              <form onSubmit={submitCode} noValidate className="max-w-xs space-y-4">
                <FormField label={t('verifyStep')}>
                  {(control) => (
                    <Input
                      {...control}
                      dir="ltr"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={7}
                      value={value}
                      onChange={(event) => setValue(event.target.value)}
                    />
                  )}
                </FormField>
                <StepActions
                  pending={pending}
                  submit={t('verifyAndTurnOn')}
                  cancel={t('cancel')}
                  onCancel={() => go({ kind: 'idle' })}
                />
              </form>
            </li>
          </ol>
        </div>
      ) : null}
    </div>
  );
}

/** A step's submit button (spinning while it runs) and the way back. */
function StepActions(props: { pending: boolean; submit: string; cancel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={props.pending} aria-busy={props.pending}>
        {props.pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {props.submit}
      </Button>
      <Button type="button" variant="outline" onClick={props.onCancel}>
        {props.cancel}
      </Button>
    </div>
  );
}
