'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { callAuth } from '@/components/auth/call-auth';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { Input } from '@/components/ui/input';
import { authErrorMessage, type AuthFailure, type MessageRef } from '@/lib/auth/error-messages';
import { loadAuthClient } from '@/lib/auth/load-client';

const CODE_LENGTH = 6;
const EMPTY_CODE: readonly string[] = Array.from({ length: CODE_LENGTH }, () => '');

/** Failures after which this sign-in cannot go on: the member starts again with the password. */
const RESTART: Record<string, string> = {
  INVALID_TWO_FACTOR_COOKIE: 'TwoFactor.challengeExpired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'TwoFactor.tooManyCodes',
};

function failureMessage(failure: AuthFailure): MessageRef {
  const restart = failure.code && RESTART[failure.code];
  if (restart) return { key: restart };
  if (failure.code === 'INVALID_CODE' || failure.code === 'INVALID_BACKUP_CODE')
    return { key: 'TwoFactor.codeWrong' };
  if (failure.code === 'ACCOUNT_TEMPORARILY_LOCKED') return { key: 'TwoFactor.locked' };
  return authErrorMessage(failure, 'forgot');
}

/**
 * The second step of a sign-in with two-factor (after the password): the six digits of the
 * authenticator app, or one of the backup codes, checked by better-auth; then on to where the
 * member was going. Without a pending sign-in (the page opened directly, or ten minutes passed) the
 * server says so and the member starts again.
 */
export function TwoStepsForm({ destination, loginHref }: { destination: string; loginHref: string }) {
  const t = useTranslations('AuthTemplates');
  const tf = useTranslations('TwoFactor');
  const [mode, setMode] = useState<'app' | 'backup'>('app');
  const [digits, setDigits] = useState<string[]>([...EMPTY_CODE]);
  const [backupCode, setBackupCode] = useState('');
  const [error, setError] = useState<MessageRef | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const [pending, setPending] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  /** Writes `text`'s digits from box `start` on and moves focus past the last one written. */
  const fill = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, CODE_LENGTH - start);
    if (!incoming) return;
    setDigits((current) =>
      current.map((digit, index) =>
        index >= start && index < start + incoming.length ? incoming.charAt(index - start) : digit,
      ),
    );
    setIncomplete(false);
    focusBox(start + incoming.length);
  };

  const onChange = (index: number, value: string) => {
    if (value === '') {
      setDigits((current) => current.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    fill(index, value);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing over a filled box replaces its digit, whatever the selection.
      event.preventDefault();
      fill(index, event.key);
    } else if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // The code row is always left-to-right, so the arrows follow the screen.
      event.preventDefault();
      focusBox(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    fill(pasted.length >= CODE_LENGTH ? 0 : index, pasted);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const code = mode === 'app' ? digits.join('') : backupCode.trim();
    if (mode === 'app' && !/^\d{6}$/.test(code)) {
      setIncomplete(true);
      focusBox(digits.findIndex((digit) => digit === ''));
      return;
    }
    if (mode === 'backup' && !code) {
      setError({ key: 'TwoFactor.backupCodeRequired' });
      return;
    }
    setPending(true);
    const client = await loadAuthClient();
    const result = await callAuth((fetchOptions) =>
      mode === 'app'
        ? client.twoFactor.verifyTotp({ code, fetchOptions })
        : client.twoFactor.verifyBackupCode({ code, fetchOptions }),
    );
    if (result.ok) {
      // A full load: the destination may use another root layout and must see the new cookie.
      window.location.assign(destination);
      return;
    }
    setPending(false);
    setError(failureMessage(result.failure));
    if (mode === 'app') {
      setDigits([...EMPTY_CODE]);
      focusBox(0);
    }
  };

  const switchMode = () => {
    setMode((current) => (current === 'app' ? 'backup' : 'app'));
    setError(null);
    setIncomplete(false);
  };

  const restart = error && Object.values(RESTART).includes(error.key);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('twoStepsTitle')}>
      {incomplete ? <FormAlert message={{ key: 'Validation.codeInvalid' }} /> : null}
      <FormAlert message={error} />
      {restart ? (
        <p className="text-sm">
          <Link href={loginHref} className="font-medium text-primary hover:underline">
            {tf('signInAgain')}
          </Link>
        </p>
      ) : null}
      {mode === 'app' ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('twoStepsCode')}</legend>
          <div dir="ltr" className="grid grid-cols-6 gap-2">
            {digits.map((digit, index) => (
              <Input
                key={index}
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                value={digit}
                onChange={(event) => onChange(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(index, event)}
                onPaste={(event) => onPaste(index, event)}
                onFocus={(event) => event.target.select()}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={1}
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                aria-label={t('twoStepsDigit', { index: index + 1 })}
                aria-invalid={incomplete && digit === ''}
                className="h-12 px-0 text-center text-lg font-semibold sm:h-14 sm:text-lg"
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <FormField label={tf('backupCodeLabel')} hint={tf('backupCodeHint')}>
          {(control) => (
            <Input
              {...control}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={backupCode}
              onChange={(event) => setBackupCode(event.target.value)}
            />
          )}
        </FormField>
      )}
      <SubmitButton pending={pending} label={t('verify')} pendingLabel={tf('verifying')} />
      <p className="text-center text-sm text-muted-foreground">
        {mode === 'app' ? tf('noApp') : tf('haveApp')}{' '}
        <button
          type="button"
          onClick={switchMode}
          className="rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          {mode === 'app' ? tf('useBackupCode') : tf('useApp')}
        </button>
      </p>
    </form>
  );
}
