import { describe, expect, it } from 'vitest';
import { abilityRulesFor } from '@/lib/auth/abilities';
import { hasSignedInHint, refreshDelayMs, tokenExpiryMs, tokenMember } from '@/lib/auth/api-token';
import { authErrorMessage } from '@/lib/auth/error-messages';
import type { Viewer } from '@/lib/auth/viewer';
import { loginUrl, safeRedirectPath } from '@/lib/routing/redirect-url';
import { decideAccess } from '@/lib/routing/access';
import { findRoute, ROUTES } from '@/lib/routing/routes';
import { buildMenu } from '@/lib/navigation/menu';
import { SITES, SITE_IDS, type Scope, type SiteId } from '@/sites';

const member = (scopes: Scope[], roles: ('admin' | 'member')[] = ['member']): Viewer => ({
  kind: 'member',
  userId: 'u',
  name: 'U',
  email: 'u@example.com',
  siteId: 'local',
  roles,
  scopes,
  abilityRules: abilityRulesFor(roles, scopes),
});
const anonymous: Viewer = { kind: 'anonymous' };

describe('safeRedirectPath (open-redirect protection)', () => {
  it('follows same-site relative paths, adding the language when missing', () => {
    expect(safeRedirectPath('/en/dashboards/crm', 'pl')).toBe('/en/dashboards/crm');
    expect(safeRedirectPath('/my-call?to=abc', 'de')).toBe('/de/my-call?to=abc');
    expect(safeRedirectPath('/', 'fr')).toBe('/fr');
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'evil',
    '',
    null,
    '/%5C%5Cevil.example',
  ])('refuses %s', (value) => {
    const result = safeRedirectPath(value, 'en');
    expect(result === null || result.startsWith('/en/')).toBe(true);
    if (result) expect(new URL(result, 'http://site.test').host).toBe('site.test');
  });

  it('builds the login URL with the page to come back to', () => {
    expect(loginUrl('en', '/en/my-call?to=1')).toBe('/en/login?redirecturl=%2Fen%2Fmy-call%3Fto%3D1');
  });
});

describe('decideAccess (docs/product.md §2.1, §6)', () => {
  const route = (path: string) => findRoute(path)!;

  it('lets everyone see public pages', () => {
    expect(decideAccess(route(''), anonymous, 'local')).toEqual({ kind: 'allow' });
    expect(decideAccess(route('/pages/authentication/login-v1'), member(['internal']), 'local')).toEqual({
      kind: 'allow',
    });
  });

  it('sends signed-in users away from logged-out-only pages', () => {
    expect(decideAccess(route('/login'), anonymous, 'bond')).toEqual({ kind: 'allow' });
    expect(decideAccess(route('/login'), member([]), 'bond')).toEqual({ kind: 'landing' });
  });

  it('sends anonymous visitors of protected pages to login and members without the scope to not-authorized', () => {
    expect(decideAccess(route('/my-items'), anonymous, 'bond')).toEqual({ kind: 'login' });
    expect(decideAccess(route('/my-items'), member([]), 'bond')).toEqual({ kind: 'forbidden' });
    expect(decideAccess(route('/my-items'), member(['internal']), 'bond')).toEqual({ kind: 'allow' });
  });

  it('needs admin2 for dashboard2 on the local site only', () => {
    expect(decideAccess(route('/apps/logistics/dashboard2'), member(['internal']), 'local')).toEqual({
      kind: 'forbidden',
    });
    expect(
      decideAccess(route('/apps/logistics/dashboard2'), member(['internal', 'admin2']), 'local'),
    ).toEqual({ kind: 'allow' });
    expect(decideAccess(route('/apps/logistics/dashboard2'), member(['internal']), 'bond')).toEqual({
      kind: 'allow',
    });
  });

  it('opens the Home dashboards of the other sites to every signed-in member (docs/product.md §6)', () => {
    for (const path of [
      '/apps/logistics/dashboard0',
      '/apps/logistics/dashboard2',
      '/dashboards/crm',
      '/apps/logistics/dashboard',
    ]) {
      for (const site of ['bond', 'tutoring', 'app-making', 'real-estate'] as const) {
        expect(decideAccess(route(path), member([]), site), `${site} ${path}`).toEqual({ kind: 'allow' });
        expect(decideAccess(route(path), anonymous, site), `${site} ${path}`).toEqual({ kind: 'login' });
      }
    }
  });

  it('keeps the local Home rules: dashboard2 needs admin2, dashboard0 needs internal', () => {
    expect(decideAccess(route('/apps/logistics/dashboard0'), member([]), 'local')).toEqual({
      kind: 'forbidden',
    });
    expect(decideAccess(route('/apps/logistics/dashboard0'), member(['internal']), 'local')).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(route('/apps/logistics/dashboard2'), member(['internal']), 'local')).toEqual({
      kind: 'forbidden',
    });
  });

  it('needs read on AclDemo for /access-control', () => {
    expect(decideAccess(route('/access-control'), member(['internal']), 'local')).toEqual({
      kind: 'forbidden',
    });
    expect(decideAccess(route('/access-control'), member(['internal', 'admin2']), 'local')).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(route('/access-control'), member([], ['admin']), 'local')).toEqual({ kind: 'allow' });
  });

  it('has one rule per path', () => {
    expect(new Set(ROUTES.map((rule) => rule.path)).size).toBe(ROUTES.length);
  });
});

describe('the menu (docs/product.md §2.4, §6): access of each entry comes from its route rule', () => {
  const labels = { nav: (key: string) => key, site: { addNew: 'Add', myItems: 'Mine' } };
  const keysFor = (siteId: SiteId, scopes: Scope[]) =>
    buildMenu(SITES[siteId], 'en', new Set(scopes), labels).map((entry) => entry.href);

  it('points every entry of every site at a route of the route table', () => {
    for (const id of SITE_IDS)
      for (const item of SITES[id].nav) expect(findRoute(item.route), `${id} ${item.route}`).toBeDefined();
  });

  it('shows Home to a member without scope on the other sites, AddNew, MyItems and MyMessages only with internal', () => {
    expect(keysFor('bond', [])).toEqual(['/en/apps/logistics/dashboard2']);
    expect(keysFor('bond', ['internal'])).toEqual([
      '/en/apps/logistics/dashboard2',
      '/en/add-new',
      '/en/my-items',
      '/en/my-messages',
    ]);
  });

  it('applies the local rules to the local Home entries', () => {
    expect(keysFor('local', [])).toEqual(['/en/apps/academy/dashboard']);
    expect(keysFor('local', ['internal'])).toEqual([
      '/en/apps/logistics/dashboard0',
      '/en/add-new',
      '/en/my-items',
      '/en/my-messages',
      '/en/apps/academy/dashboard',
    ]);
    expect(keysFor('local', ['internal', 'admin2'])[0]).toBe('/en/apps/logistics/dashboard2');
  });

  it('labels AddNew and MyItems with the site wording', () => {
    expect(buildMenu(SITES.bond, 'en', new Set(['internal']), labels).map((entry) => entry.label)).toEqual([
      'home',
      'Add',
      'Mine',
      'myMessages',
    ]);
  });
});

describe('API token refresh', () => {
  const tokenExpiringIn = (seconds: number, now: number) =>
    `x.${btoa(JSON.stringify({ exp: Math.floor(now / 1000) + seconds }))}.y`;

  it('refreshes three minutes before expiry, never sooner than 10 s', () => {
    const now = 1_700_000_000_000;
    expect(refreshDelayMs(tokenExpiringIn(15 * 60, now), now)).toBe(12 * 60_000);
    expect(refreshDelayMs(tokenExpiringIn(60, now), now)).toBe(10_000);
    expect(tokenExpiryMs('garbage')).toBeNull();
    expect(refreshDelayMs('garbage', now)).toBe(60_000);
  });

  it('reads who the token speaks for, and nothing from a token without a subject', () => {
    const token = (payload: object) => `x.${btoa(JSON.stringify(payload))}.y`;
    expect(tokenMember(token({ sub: 'u1', roles: ['admin', 3], scopes: ['internal'] }))).toEqual({
      userId: 'u1',
      roles: ['admin'],
      scopes: ['internal'],
    });
    expect(tokenMember(token({ roles: ['admin'] }))).toBeNull();
    expect(tokenMember('garbage')).toBeNull();
  });

  it('finds the signed-in hint among the page cookies, and only with its value', () => {
    expect(hasSignedInHint('a=b; ms.signed_in=1; c=d')).toBe(true);
    expect(hasSignedInHint('ms.signed_in=1')).toBe(true);
    expect(hasSignedInHint('ms.signed_in=; a=b')).toBe(false);
    expect(hasSignedInHint('xms.signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});

describe('auth error messages', () => {
  it('keeps sign-in and sign-up failures generic', () => {
    expect(authErrorMessage({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' }, 'signIn').key).toBe(
      'AuthErrors.invalidCredentials',
    );
    expect(authErrorMessage({ status: 422, code: 'USER_ALREADY_EXISTS' }, 'signUp').key).toBe(
      'AuthErrors.registerFailed',
    );
  });

  it('explains rate limits, policy violations and network failures', () => {
    expect(authErrorMessage({ status: 429, retryAfterSeconds: 42 }, 'signIn')).toEqual({
      key: 'AuthErrors.tooManyAttempts',
      values: { seconds: 42 },
    });
    expect(
      authErrorMessage({ status: 400, code: 'PASSWORD_POLICY', message: 'passwordNeedsDigit' }, 'signUp').key,
    ).toBe('Validation.passwordNeedsDigit');
    expect(authErrorMessage({ status: 0 }, 'forgot').key).toBe('AuthErrors.network');
  });
});
