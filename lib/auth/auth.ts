import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { jwt, twoFactor } from 'better-auth/plugins';
import { accountSuspended, authGuardsBefore, authGuardsLast, refuseSuspendedMember } from './auth-guards';
import { getDb, type Database } from '@/lib/db/client';
import { authSchema } from '@/lib/db/schema';
import { requiredInProduction, serverEnv } from '@/lib/env/server';
import { runInBackground } from '@/lib/background-tasks';
import { closeSessionSockets } from '@/lib/realtime/publish';
import { SESSION_KEY_CLAIM } from './api-token-verify';
import { sessionKeyOf } from './session-key';
import { BETTER_AUTH_IP_ADDRESS_OPTIONS } from '@/lib/http/client-address';
import { AUTH_ENDPOINT_DEFAULT_RULE, AUTH_ENDPOINT_RULES } from '@/lib/rate-limit/rules';
import { isSiteId } from '@/sites';
import {
  API_TOKEN_AUDIENCE,
  API_TOKEN_ISSUER,
  API_TOKEN_TTL,
  AUTH_COOKIE_PREFIX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { allowedAuthHosts, originOfRequest, siteOfRequest } from './hosts';
import { sendExistingAccountMail, sendResetPasswordMail } from './mails';
import { ensureMembership } from './membership';
import { googleProvider } from './google';

/** docs/architecture.md §4: rate limits live in the database so they hold across app instances. */
const RATE_LIMIT_RULES = Object.fromEntries(
  Object.entries(AUTH_ENDPOINT_RULES).map(([path, rule]) => [
    path,
    { window: rule.windowSeconds, max: rule.max },
  ]),
);

export function createAuth(db: Database) {
  const env = serverEnv();
  return betterAuth({
    appName: 'Multisite',
    secret: requiredInProduction(env, 'BETTER_AUTH_SECRET'),
    // One cookie per host: the base URL follows the request's host among the sites' hosts.
    baseURL: {
      allowedHosts: allowedAuthHosts(env.SITE_HOSTS),
      protocol: 'auto',
      fallback: env.BETTER_AUTH_URL,
    },
    trustedOrigins: async (request) => {
      const origin = originOfRequest(request);
      return origin ? [origin] : [];
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up never says whether an e-mail is taken; the form signs in right after (docs/architecture.md §4).
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, url }, request) => sendResetPasswordMail(user, url, request),
      onExistingUserSignUp: ({ user }, request) => sendExistingAccountMail(user, request),
    },
    socialProviders: googleProvider(env),
    hooks: { before: authGuardsBefore(db) },
    session: {
      additionalFields: { siteId: { type: 'string', required: true, input: false } },
    },
    databaseHooks: {
      session: {
        create: {
          // The session belongs to the site whose host set its cookie; none for a suspended member.
          before: async (session, context) => {
            const siteId = siteOfRequest(context?.request);
            await refuseSuspendedMember(db, session.userId, siteId);
            return { data: { ...session, siteId } };
          },
        },
        // Sign-out or revocation: that session's realtime sockets close too.
        delete: {
          after: async (session) =>
            runInBackground(
              closeSessionSockets(String(session.siteId), session.userId, sessionKeyOf(session.id)),
              'realtime disconnect',
            ),
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: AUTH_ENDPOINT_DEFAULT_RULE.windowSeconds,
      max: AUTH_ENDPOINT_DEFAULT_RULE.max,
      customRules: RATE_LIMIT_RULES,
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      // Secure cookies in production; the launcher's embedded default (plain http on loopback) opts out.
      useSecureCookies: env.NODE_ENV === 'production' && !env.INSECURE_COOKIES,
      trustedProxyHeaders: env.TRUST_PROXY,
      ipAddress: BETTER_AUTH_IP_ADDRESS_OPTIONS,
      // Mails go out after the answer: its timing must not tell whether an e-mail has an account.
      backgroundTasks: { handler: (task) => runInBackground(task, 'auth mail') },
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: API_TOKEN_ISSUER,
          audience: API_TOKEN_AUDIENCE,
          expirationTime: API_TOKEN_TTL,
          definePayload: async ({ session }) => {
            const siteId = isSiteId(session.siteId) ? session.siteId : 'local';
            const { roles, scopes, suspended } = await ensureMembership(db, session.userId, siteId);
            if (suspended) throw accountSuspended();
            return { siteId, roles, scopes, [SESSION_KEY_CLAIM]: sessionKeyOf(session.id) };
          },
        },
      }),
      // Authenticator apps (docs/architecture.md §4): the issuer each code is listed under is the
      // site's name, set per request by authGuardsBefore.
      twoFactor({ backupCodeOptions: { amount: 10 } }),
      // After two-factor's own after-hook, which withdraws a sign-in's session while the code is pending.
      authGuardsLast(db),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as typeof globalThis & { __auth?: Auth };

/** The app's auth instance over DATABASE_URL, created on first use (not at build time). */
export function getAuth(): Auth {
  globalForAuth.__auth ??= createAuth(getDb());
  return globalForAuth.__auth;
}
