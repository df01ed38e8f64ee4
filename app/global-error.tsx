'use client';

import './globals.css';
import { ErrorScreen } from '@/components/errors/error-screen';

/** Errors in a root layout itself (e.g. the session lookup while the database restarts). */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorScreen error={error} retry={retry} />
      </body>
    </html>
  );
}
