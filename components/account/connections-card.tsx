'use client';

import { KeyRound, Link2, Link2Off, LoaderCircle } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callAuth } from '@/components/auth/call-auth';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { authErrorMessage, type AuthFailure, type MessageRef } from '@/lib/auth/error-messages';
import { loadAuthClient } from '@/lib/auth/load-client';

function unlinkFailure(failure: AuthFailure): MessageRef {
  if (failure.code === 'FAILED_TO_UNLINK_LAST_ACCOUNT') return { key: 'AccountSettings.lastSignInMethod' };
  // better-auth asks for a recent sign-in before a sign-in method is taken away.
  if (failure.code === 'SESSION_NOT_FRESH') return { key: 'AccountSettings.signInAgainFirst' };
  return authErrorMessage(failure, 'forgot');
}

/** The ways the member signs in (password, Google); Google can be linked and unlinked when configured. */
export function ConnectionsCard({
  providers,
  googleAccountId,
  googleConfigured,
  googleFailed,
  returnTo,
}: {
  providers: string[];
  googleAccountId: string | null;
  googleConfigured: boolean;
  googleFailed: boolean;
  /** This page, where Google sends the member back (with `?error=google` when it failed). */
  returnTo: string;
}) {
  const t = useTranslations('AccountSettings');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ message: MessageRef; tone: 'error' | 'success' } | null>(
    googleFailed ? { message: { key: 'AuthErrors.googleFailed' }, tone: 'error' } : null,
  );
  const hasPassword = providers.includes('credential');
  const hasGoogle = googleAccountId !== null;
  // The last way to sign in is never taken away (better-auth refuses it too).
  const canUnlink = hasGoogle && providers.length > 1;

  const link = async () => {
    setPending(true);
    setNotice(null);
    const result = await callAuth(async (fetchOptions) =>
      (await loadAuthClient()).linkSocial({
        provider: 'google',
        callbackURL: returnTo,
        errorCallbackURL: `${returnTo}?error=google`,
        fetchOptions,
      }),
    );
    // On success the browser is on its way to Google.
    if (!result.ok) {
      setPending(false);
      setNotice({ message: authErrorMessage(result.failure, 'forgot'), tone: 'error' });
    }
  };

  const unlink = async () => {
    if (!googleAccountId) return;
    setPending(true);
    setNotice(null);
    const result = await callAuth(async (fetchOptions) =>
      (await loadAuthClient()).unlinkAccount({ accountId: googleAccountId, fetchOptions }),
    );
    setPending(false);
    if (!result.ok) {
      setNotice({
        message: unlinkFailure(result.failure),
        tone: 'error',
      });
      return;
    }
    setNotice({ message: { key: 'AccountSettings.googleUnlinked' }, tone: 'success' });
    router.refresh();
  };

  return (
    <div className="space-y-4">
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
      <ul className="divide-y divide-border rounded-md border border-border">
        <li className="flex flex-wrap items-center gap-4 p-4">
          <KeyRound aria-hidden className="size-6 shrink-0 text-muted-foreground" />
          <div className="min-w-0 grow">
            <p className="font-medium">{t('passwordMethod')}</p>
            <p className="text-sm text-muted-foreground">
              {hasPassword ? t('passwordSet') : t('passwordNotSet')}
            </p>
          </div>
        </li>
        <li className="flex flex-wrap items-center gap-4 p-4">
          <svg aria-hidden viewBox="0 0 24 24" className="size-6 shrink-0">
            <path
              fill="#4285F4"
              d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
            />
            <path
              fill="#34A853"
              d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
            />
            <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
            <path
              fill="#EA4335"
              d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
            />
          </svg>
          <div className="min-w-0 grow">
            <p className="font-medium">Google</p>
            <p className="text-sm text-muted-foreground">
              {!googleConfigured
                ? t('googleNotConfigured')
                : hasGoogle
                  ? t('googleLinked')
                  : t('googleNotLinked')}
            </p>
            {hasGoogle && !canUnlink ? (
              <p className="text-sm text-muted-foreground">{t('lastSignInMethod')}</p>
            ) : null}
          </div>
          {googleConfigured && !hasGoogle ? (
            <Button type="button" size="sm" onClick={link} disabled={pending} aria-busy={pending}>
              {pending ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <Link2 aria-hidden className="size-4" />
              )}
              {t('googleLink')}
            </Button>
          ) : null}
          {googleConfigured && canUnlink ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={unlink}
              disabled={pending}
              aria-busy={pending}
            >
              {pending ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <Link2Off aria-hidden className="size-4" />
              )}
              {t('googleUnlink')}
            </Button>
          ) : null}
        </li>
      </ul>
    </div>
  );
}
