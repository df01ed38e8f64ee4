'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { errorCopy } from '@/lib/i18n/error-copy';
import { joinLocale } from '@/lib/i18n/locale-path';

/**
 * Shown when a page fails on the server (e.g. the database is restarting): a clear message in
 * the page's language and a retry that fetches the page's server data again and re-renders it,
 * without reloading the app (`retry`; `reset` alone would only re-render what already failed).
 */
export function ErrorScreen({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const params = useParams<{ lang?: string }>();
  const copy = errorCopy(params?.lang);
  useEffect(() => {
    console.error('[page error]', error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main" role="alert" className="grid min-h-[60dvh] place-items-center px-4 py-16">
      <div className="max-w-lg text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 500</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{copy.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={retry}
            className="rounded-md bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {copy.retry}
          </button>
          <a
            href={joinLocale(copy.locale, '')}
            className="rounded-md px-5 py-3 text-sm font-semibold hover:bg-muted"
          >
            {copy.home}
          </a>
        </div>
        {error.digest ? <p className="mt-6 text-xs text-muted-foreground">#{error.digest}</p> : null}
      </div>
    </main>
  );
}
