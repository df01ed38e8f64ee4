import type { Messages } from 'next-intl';

/**
 * The keys of one namespace of the catalogue (`MessageKey<'Call'>`): a key chosen at run time is
 * typed as this union, so a key missing from messages/en.json fails `npm run typecheck`.
 */
export type MessageKey<Namespace extends keyof Messages> = keyof Messages[Namespace] & string;

/**
 * Narrows a key that arrives as text at run time (a validation message, a server's error code) to
 * a key of the namespace, using the translator's own `has`.
 */
export function isMessageKey<Key extends string>(has: (key: Key) => boolean, key: string): key is Key {
  return has(key as Key);
}
