import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Only the namespaces client components need travel to the browser (a typo fails the typecheck). */
export async function clientMessages(
  namespaces: readonly (keyof Messages)[],
): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = await getMessages();
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
}
