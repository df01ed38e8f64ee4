'use client';

import { MailCheck } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const SENDING_MS = 1_000;

/** Template of the "verify your e-mail" page: an illustration, a way home and a fake resend. */
export function VerifyEmailPanel({ homeHref }: { homeHref: string }) {
  const t = useTranslations('AuthTemplates');
  const ta = useTranslations('Auth');
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const resend = () => {
    if (sending) return;
    setSending(true);
    timer.current = setTimeout(() => setSending(false), SENDING_MS);
  };

  return (
    <div className="space-y-6">
      <div
        aria-hidden
        className="mx-auto grid size-28 place-items-center rounded-full bg-primary-soft text-primary"
      >
        <MailCheck className="size-14" strokeWidth={1.5} />
      </div>
      <Button asChild size="lg" className="w-full">
        <Link href={homeHref}>{t('skip')}</Link>
      </Button>
      <div className="space-y-1 text-center text-sm">
        <p className="text-muted-foreground">
          {t('noMail')}{' '}
          <button
            type="button"
            onClick={resend}
            aria-disabled={sending}
            className="rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-disabled:cursor-default aria-disabled:opacity-60 aria-disabled:hover:no-underline"
          >
            {t('resend')}
          </button>
        </p>
        {/* Always in the DOM (empty, so zero height) so screen readers already watch it when the text appears. */}
        <p role="status" aria-live="polite" className="text-muted-foreground">
          {sending ? ta('sending') : null}
        </p>
      </div>
    </div>
  );
}
