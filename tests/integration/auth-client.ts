import type { Auth } from '@/lib/auth/auth';

/** Drives the real better-auth handler like a browser on one site's host (cookies included). */
let nextAddress = 1;

export class TestBrowser {
  private cookies = new Map<string, string>();

  /**
   * Each browser is a different client address unless one is given (rate limits are per address),
   * sent as the one x-forwarded-for value the app's server writes (lib/http/client-address.ts).
   */
  constructor(
    private readonly auth: Auth,
    readonly origin: string,
    readonly address = `198.51.100.${nextAddress++}`,
  ) {}

  async call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers = new Headers({ origin: this.origin, 'x-forwarded-for': this.address, ...init.headers });
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const response = await this.auth.handler(
      new Request(`${this.origin}/api/auth${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'manual',
      }),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const text = value.join('=');
      if (/max-age=0/i.test(cookie) || text === '') this.cookies.delete(name!);
      else this.cookies.set(name!, text);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json: json as Record<string, unknown>, headers: response.headers };
  }

  /** The cookies this browser holds, as it would send them. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }
}

export const TEST_PASSWORD = 'correct-horse-42';

/**
 * A person signed in on `origin` through the real auth API, signed up first unless `signUp` is
 * false (the same person on another site): the browser holding the session, and the user's id.
 */
export async function signIn(
  auth: Auth,
  origin: string,
  email: string,
  { name = email.split('@')[0]!, signUp = true }: { name?: string; signUp?: boolean } = {},
): Promise<{ browser: TestBrowser; id: string }> {
  const browser = new TestBrowser(auth, origin);
  if (signUp) await browser.call('/sign-up/email', { body: { name, email, password: TEST_PASSWORD } });
  const response = await browser.call('/sign-in/email', { body: { email, password: TEST_PASSWORD } });
  if (response.status !== 200) throw new Error(`signing ${email} in on ${origin}: ${response.status}`);
  const id = ((await browser.call('/get-session')).json.user as { id: string }).id;
  return { browser, id };
}
