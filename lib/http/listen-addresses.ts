import { normalizeAddress } from './client-address';

/**
 * Where a server listens: the addresses HOST names, else loopback only (IPv4 and IPv6, since
 * browsers reach `localhost` and `{site}.localhost` over either). Nothing answers on a network
 * interface unless the operator asks for it (docs/deploy.md).
 */
export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'] as const;

export function listenAddresses(host: string | undefined): string[] {
  const named = (host ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return named.length ? named : [...LOOPBACK_ADDRESSES];
}

/** `127.0.0.0/8`, `::1` and the name `localhost`: addresses no other machine can reach. */
export function isLoopback(address: string): boolean {
  const name = normalizeAddress(address.replace(/^\[|\]$/g, ''));
  return name === 'localhost' || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name);
}
