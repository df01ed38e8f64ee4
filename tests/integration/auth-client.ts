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
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
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

  get hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }
}
