import 'server-only';
import { after } from 'next/server';

const pending = new Set<Promise<unknown>>();

/**
 * Work an answer must not wait for, such as the mails of sign-up and password reset: how long a
 * mail takes would tell who has an account. Runs on after the response; a failure is logged.
 * Inside a request it is also handed to Next's after(), so that a serverless function, which may
 * be frozen once it has answered, finishes it first (docs/deploy.md, "Path A").
 */
export function runInBackground(task: Promise<unknown>, label: string): void {
  const tracked: Promise<unknown> = task
    .catch((error: unknown) =>
      console.error(
        `[background] ${label} failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    )
    .finally(() => pending.delete(tracked));
  pending.add(tracked);
  try {
    after(() => tracked);
  } catch {
    // Outside a request (scripts, the seed): the process runs on until the task settles.
  }
}

/** Resolves once every task started so far has finished (tests, and a graceful shutdown). */
export async function backgroundTasksSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
