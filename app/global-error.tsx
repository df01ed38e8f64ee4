'use client';

import './globals.css';
import { ErrorScreen } from '@/components/errors/error-screen';

/** Errors in a root layout itself (e.g. the session lookup while the database restarts). */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorScreen error={error} reset={reset} />
      </body>
    </html>
  );
}
