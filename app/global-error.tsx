'use client';

import type { CSSProperties } from 'react';
import './globals.css';
import { FONT_STACK } from './fonts/fonts';
import { ErrorScreen } from '@/components/errors/error-screen';

/** Errors in a root layout itself (e.g. the session lookup while the database restarts). */
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <html lang="en" style={{ '--font-stack': FONT_STACK } as CSSProperties}>
      <body>
        <ErrorScreen error={error} retry={retry} />
      </body>
    </html>
  );
}
