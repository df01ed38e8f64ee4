import { getMessages } from 'next-intl/server';

/** Only the namespaces client components need travel to the browser. */
export async function clientMessages(namespaces: readonly string[]): Promise<Record<string, unknown>> {
  const all = (await getMessages()) as Record<string, unknown>;
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
}
