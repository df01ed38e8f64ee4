import { COOKIE_DEFAULT_EXPIRY_DAYS, COOKIE_DEFAULT_PATH } from '@/lib/constants';

/** docs/product.md §9: a cookie's lifetime may be given in any mix of these units. */
export interface CookieExpiry {
  years?: number;
  months?: number;
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}

export interface CookieOptions {
  expires?: CookieExpiry;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The moment a cookie set at `now` expires; calendar units (years, months) follow the calendar. */
export function cookieExpiryDate(
  now: Date,
  expiry: CookieExpiry = { days: COOKIE_DEFAULT_EXPIRY_DAYS },
): Date {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() + (expiry.years ?? 0), date.getUTCMonth() + (expiry.months ?? 0));
  const ms =
    (((expiry.days ?? 0) * 24 + (expiry.hours ?? 0)) * 60 + (expiry.minutes ?? 0)) * 60_000 +
    (expiry.seconds ?? 0) * 1000;
  return new Date(date.getTime() + ms);
}

export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  now = new Date(),
): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `expires=${cookieExpiryDate(now, options.expires).toUTCString()}`,
    `path=${options.path ?? COOKIE_DEFAULT_PATH}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function parseCookies(header: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = pair.slice(0, index).trim();
    if (!name || map.has(name)) continue;
    try {
      map.set(decodeURIComponent(name), decodeURIComponent(pair.slice(index + 1).trim()));
    } catch {
      // A malformed cookie from another app on the same host must not break ours.
    }
  }
  return map;
}

/** Browser helpers over `document.cookie`. */
export const browserCookies = {
  get(name: string): string | undefined {
    return parseCookies(document.cookie).get(name);
  },
  set(name: string, value: string, options?: CookieOptions): void {
    document.cookie = serializeCookie(name, value, { secure: location.protocol === 'https:', ...options });
  },
  remove(name: string, path = COOKIE_DEFAULT_PATH): void {
    document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  },
};
