'use client';

import { useAtomValue } from 'jotai';
import { LoaderCircle, LogIn, Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { sessionConfigAtom } from '@/components/auth/session-atoms';

/** How long a signed-in page may wait for its first API token before offering to sign in again. */
const FIRST_TOKEN_GRACE_MS = 4_000;

interface JoinButtonProps {
  /** An API token is stored (docs/product.md §5: without one the button leads to login). */
  canJoin: boolean;
  /** docs/product.md §5: room name or participant name is empty (or invalid). */
  disabled: boolean;
  joining: boolean;
  loginHref: string;
  /** Starts loading the in-room code while the pointer or focus is on the button. */
  onPrepare: () => void;
}

/** The API token is fetched after the page loads, so for a moment a signed-in member has none yet. */
function useWaitingForFirstToken(canJoin: boolean): boolean {
  const signedIn = Boolean(useAtomValue(sessionConfigAtom));
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (canJoin || !signedIn) return;
    const timer = setTimeout(() => setGaveUp(true), FIRST_TOKEN_GRACE_MS);
    return () => clearTimeout(timer);
  }, [canJoin, signedIn]);
  return !canJoin && signedIn && !gaveUp;
}

export function JoinButton({ canJoin, disabled, joining, loginHref, onPrepare }: JoinButtonProps) {
  const t = useTranslations('Call');
  const waiting = useWaitingForFirstToken(canJoin);

  if (!canJoin && !waiting) {
    const label = (
      <>
        <LogIn aria-hidden className="size-4" />
        {t('Login')}
      </>
    );
    return (
      <>
        {disabled ? (
          <Button type="button" size="lg" className="w-full" disabled>
            {label}
          </Button>
        ) : (
          <Button asChild size="lg" className="w-full">
            <a href={loginHref}>{label}</a>
          </Button>
        )}
        <p className="text-xs text-muted-foreground">{t('loginHint')}</p>
      </>
    );
  }

  const busy = joining || waiting;
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={disabled || busy}
      aria-busy={busy}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
    >
      {busy ? (
        <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
      ) : (
        <Video aria-hidden className="size-4" />
      )}
      {joining ? t('joining') : t('JoinACall')}
    </Button>
  );
}
