import type { FieldValues, Resolver } from 'react-hook-form';

/** How long the simulated availability check takes: long enough to see it happen. */
export const USERNAME_CHECK_MS = 600;

/**
 * Wraps the form's resolver so that validating the username alone (on leaving the field, or
 * typing after that) looks like a request to a server: `onChecking` reports it while it "runs".
 * The rule itself is the schema's, so a submit and the server action decide the same way.
 */
export function withUsernameCheck<T extends FieldValues & { username: string }, Output>(
  resolver: Resolver<T, unknown, Output>,
  onChecking: (checking: boolean) => void,
): Resolver<T, unknown, Output> {
  // Typing quickly starts checks that overlap: "checking" lasts until the last one ends.
  let running = 0;
  return async (values, context, options) => {
    const alone = options.names?.length === 1 && options.names[0] === 'username';
    if (alone && values.username.trim()) {
      running += 1;
      onChecking(true);
      await new Promise((resolve) => setTimeout(resolve, USERNAME_CHECK_MS));
      running -= 1;
      if (running === 0) onChecking(false);
    }
    return resolver(values, context, options);
  };
}
