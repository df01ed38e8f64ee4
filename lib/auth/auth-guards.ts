import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Database } from '@/lib/db/client';
import { passwordPolicy, signUpSchema } from '@/lib/validation/auth';
import { releaseAttempt, reserveAttempt } from '@/lib/rate-limit/fixed-window';
import { ACCOUNT_RULES, type WindowRule } from '@/lib/rate-limit/rules';
import { getSite, type SiteId } from '@/sites';
import { SIGNED_IN_HINT_COOKIE } from './constants';
import { siteOfRequest } from './hosts';
import { findMembership } from './membership';

type Body = { password?: unknown; newPassword?: unknown; email?: unknown; name?: unknown };

/** NUL (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (UTF-8 cannot encode it). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EMAIL_MAX_LENGTH = 254;

/**
 * Input better-auth would store or look up as given: credentials are refused rather than altered,
 * over-long e-mails never reach a query (nor a throttle key), and names follow the sign-up form.
 */
function inputError(path: string, body: Body): string | null {
  if (Object.values(body).some((value) => typeof value === 'string' && UNSTORABLE.test(value)))
    return 'invalidCharacters';
  if (typeof body.email === 'string' && body.email.trim().length > EMAIL_MAX_LENGTH) return 'emailInvalid';
  if ((path === '/sign-up/email' || path === '/update-user') && typeof body.name === 'string') {
    const name = signUpSchema.shape.name.safeParse(body.name);
    if (!name.success) return name.error.issues[0]?.message ?? 'nameTooShort';
  }
  return null;
}

function policyError(password: unknown, email: unknown): string | null {
  const result = passwordPolicy.safeParse(password);
  if (!result.success) return result.error.issues[0]?.message ?? 'passwordTooShort';
  if (typeof email === 'string' && email.trim().toLowerCase() === String(password).toLowerCase())
    return 'passwordIsEmail';
  return null;
}

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The password a request sets, with the account's e-mail: sign-up, reset and change alike. */
async function passwordBeingSet(
  ctx: AuthContext,
  body: Body,
): Promise<{ password: unknown; email: unknown } | null> {
  if (ctx.path === '/sign-up/email') return { password: body.password, email: body.email };
  if (ctx.path === '/reset-password') return { password: body.newPassword, email: undefined };
  if (ctx.path !== '/change-password') return null;
  const session = await getSessionFromCtx(ctx);
  return { password: body.newPassword, email: session?.user.email };
}

function accountKey(path: string, body: Body): string | null {
  return typeof body.email === 'string' ? `account:${path}:${body.email.trim().toLowerCase()}` : null;
}

function tooManyAttempts(seconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_ATTEMPTS', message: 'tooManyAttempts' },
    { 'X-Retry-After': String(seconds) },
  );
}

const LIMITED_PATHS: Record<string, WindowRule> = {
  '/sign-in/email': ACCOUNT_RULES.failedSignIn,
  '/request-password-reset': ACCOUNT_RULES.passwordReset,
};

/**
 * Runs before better-auth's endpoints: the forms' password policy (better-auth checks only the
 * length) and per-account limits that an attacker cannot dodge by changing address.
 */
export function authGuardsBefore(db: Database) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Body;
    const invalid = inputError(ctx.path, body);
    if (invalid) throw new APIError('BAD_REQUEST', { code: 'INVALID_INPUT', message: invalid });
    const newPassword = await passwordBeingSet(ctx, body);
    if (newPassword) {
      const message = policyError(newPassword.password, newPassword.email);
      if (message) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_POLICY', message });
    }
    const rule = LIMITED_PATHS[ctx.path];
    const key = rule && accountKey(ctx.path, body);
    if (rule && key) {
      // Reserved before the work, so parallel guesses cannot all pass one check (docs/architecture.md §4).
      const wait = await reserveAttempt(db, key, rule);
      if (wait !== null) throw tooManyAttempts(wait);
    }
    // An authenticator app lists the code under the site's name, whatever the client asked for.
    if (ctx.path === '/two-factor/enable')
      return { context: { body: { ...body, issuer: getSite(siteOfRequest(ctx.request)).appName } } };
  });
}

/**
 * The signed-in hint follows the session: set by a new session (sign-in, Google's callback, a
 * verified two-factor code) and renewed by each token request for the session's lifetime; cleared
 * by a refused token request and by signing out. A password sign-in that still waits for its
 * two-factor code has no session (the two-factor plugin withdrew it), so it sets no hint.
 */
function keepSignedInHint(ctx: AuthContext) {
  const refused = isAPIError(ctx.context.returned);
  const signedIn = !refused && (ctx.path === '/token' || Boolean(ctx.context.newSession));
  const signedOut = ctx.path === '/sign-out' || (ctx.path === '/token' && refused);
  if (!signedIn && !signedOut) return;
  ctx.setCookie(SIGNED_IN_HINT_COOKIE, signedIn ? '1' : '', {
    path: '/',
    sameSite: 'lax',
    secure: ctx.context.authCookies.sessionToken.attributes.secure,
    maxAge: signedIn ? ctx.context.sessionConfig.expiresIn : 0,
  });
}

/**
 * Every reset request sends a mail, so each one counts; a sign-in gives its reservation back when its
 * password was right (a pending two-factor code included). Token requests and sign-out keep the
 * signed-in hint. A plugin rather than `hooks.after`, which runs before every plugin's after-hooks:
 * listed after the two-factor plugin, it sees the sign-in as that plugin left it.
 */
export function authGuardsLast(db: Database) {
  return {
    id: 'auth-guards-last',
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            keepSignedInHint(ctx);
            if (ctx.path !== '/sign-in/email' || isAPIError(ctx.context.returned)) return;
            const key = accountKey(ctx.path, (ctx.body ?? {}) as Body);
            if (key) await releaseAttempt(db, key);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/**
 * docs/architecture.md §4: a member suspended on a site gets no session there (sign-in by password
 * or Google alike: it runs when the session is created, after the credentials were checked, so it
 * tells nothing to someone without them) and no API token.
 */
export async function refuseSuspendedMember(db: Database, userId: string, siteId: SiteId): Promise<void> {
  if ((await findMembership(db, userId, siteId))?.suspended) throw accountSuspended();
}

export const accountSuspended = () =>
  new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: 'accountSuspended' });
