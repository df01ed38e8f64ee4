import 'server-only';

const pending = new Set<Promise<unknown>>();

/**
 * Work an answer must not wait for, such as the mails of sign-up and password reset: how long a
 * mail takes would tell who has an account. Runs on after the response; a failure is logged.
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
}

/** Resolves once every task started so far has finished (tests, and a graceful shutdown). */
export async function backgroundTasksSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
