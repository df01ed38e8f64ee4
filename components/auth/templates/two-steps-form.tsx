'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const CODE_LENGTH = 6;
const EMPTY_CODE: readonly string[] = Array.from({ length: CODE_LENGTH }, () => '');

/** Template of the two-step verification page: six one-digit boxes, no backend. */
export function TwoStepsForm() {
  const t = useTranslations('AuthTemplates');
  const [digits, setDigits] = useState<string[]>([...EMPTY_CODE]);
  const [status, setStatus] = useState<'idle' | 'invalid' | 'verified'>('idle');
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
    setStatus('idle');
    focusBox(start + incoming.length);
  };

  const onChange = (index: number, value: string) => {
    if (value === '') {
      setDigits((current) => current.map((digit, i) => (i === index ? '' : digit)));
      setStatus('idle');
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const complete = digits.every((digit) => /^\d$/.test(digit));
    setStatus(complete ? 'verified' : 'invalid');
    if (!complete) focusBox(digits.findIndex((digit) => digit === ''));
  };

  const resend = () => {
    setDigits([...EMPTY_CODE]);
    setStatus('idle');
    focusBox(0);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('twoStepsTitle')}>
      {status === 'invalid' ? <FormAlert message={{ key: 'Validation.codeInvalid' }} /> : null}
      {status === 'verified' ? (
        <FormAlert message={{ key: 'AuthTemplates.verified' }} tone="success" />
      ) : null}
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
              aria-invalid={status === 'invalid' && digit === ''}
              className="h-12 px-0 text-center text-lg font-semibold sm:h-14 sm:text-lg"
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full">
        {t('verify')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('noCode')}{' '}
        <button
          type="button"
          onClick={resend}
          className="rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          {t('resend')}
        </button>
      </p>
    </form>
  );
}
