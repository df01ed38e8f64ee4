'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadAuthClient } from '@/lib/auth/load-client';

/** Google sign-in (redirect flow with scopes openid, email, profile); shown only when configured. */
export function GoogleButton({
  callbackURL,
  errorCallbackURL,
}: {
  callbackURL: string;
  errorCallbackURL: string;
}) {
  const t = useTranslations('Auth');
  const [pending, setPending] = useState(false);
  return (
    <>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px grow bg-border" />
        {t('or')}
        <span className="h-px grow bg-border" />
      </div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={pending}
        onClick={async () => {
          setPending(true);
          await (await loadAuthClient()).signIn.social({ provider: 'google', callbackURL, errorCallbackURL });
          setPending(false);
        }}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-4">
          <path
            fill="#4285F4"
            d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2-1.9 3.2-4.7 3.2-8.1z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.6l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 10l3.7-2.8z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {t('google')}
      </Button>
    </>
  );
}
