import { describe, expect, it } from 'vitest';
import { mailTransport, parseServerEnv, validateServerEnv } from '@/lib/env/server-schema';
import { readRealtimeConfig } from '@/realtime/config';

/** What a complete production deployment sets (README "Configuration"). */
const PRODUCTION = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'auth-secret',
  LIVEKIT_URL: 'wss://sfu.example',
  LIVEKIT_API_KEY: 'key',
  LIVEKIT_API_SECRET: 'livekit-secret',
  REALTIME_INTERNAL_SECRET: 'publish-secret',
  SMTP_URL: 'smtps://user:pass@smtp.example',
};

describe('the server environment (one zod schema, lib/env)', () => {
  it('accepts a complete production environment', () => {
    expect(validateServerEnv(PRODUCTION)).toMatchObject({
      BETTER_AUTH_SECRET: 'auth-secret',
      PORT: 3000,
      TRUST_PROXY: false,
    });
  });

  it.each([
    'BETTER_AUTH_SECRET',
    'LIVEKIT_API_KEY',
    'LIVEKIT_API_SECRET',
    'LIVEKIT_URL',
    'REALTIME_INTERNAL_SECRET',
  ])('refuses production without %s and names it', (name) => {
    expect(() => validateServerEnv({ ...PRODUCTION, [name]: undefined })).toThrow(
      new RegExp(`for production: ${name}\\.`),
    );
    expect(() => validateServerEnv({ ...PRODUCTION, [name]: '  ' })).toThrow(name);
  });

  it('serves the demo accounts on loopback only', () => {
    const demo = { ...PRODUCTION, SEED_DEMO_ACCOUNTS: '1' };
    expect(validateServerEnv(demo).HOST).toBeUndefined();
    expect(validateServerEnv({ ...demo, HOST: '127.0.0.1,::1' }).SEED_DEMO_ACCOUNTS).toBe(true);
    expect(() => validateServerEnv({ ...demo, HOST: '0.0.0.0' })).toThrow(
      /SEED_DEMO_ACCOUNTS=1 with HOST=0\.0\.0\.0/,
    );
    expect(() => validateServerEnv({ ...demo, HOST: '127.0.0.1,10.0.0.5' })).toThrow(/loopback only/);
    expect(validateServerEnv({ ...PRODUCTION, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('counts demo content as demo accounts: it seeds them too', () => {
    const content = { ...PRODUCTION, SEED_DEMO_CONTENT: '1' };
    expect(validateServerEnv(content).SEED_DEMO_CONTENT).toBe(true);
    expect(() => validateServerEnv({ ...content, HOST: '0.0.0.0' })).toThrow(
      /SEED_DEMO_CONTENT=1 with HOST=0\.0\.0\.0/,
    );
    expect(validateServerEnv({ ...PRODUCTION, SEED_DEMO_CONTENT: '0' }).SEED_DEMO_CONTENT).toBe(false);
  });

  it('names every missing variable at once', () => {
    expect(() => validateServerEnv({ NODE_ENV: 'production' })).toThrow(
      'Missing required environment variables for production: BETTER_AUTH_SECRET, LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET, REALTIME_INTERNAL_SECRET, SMTP_URL.',
    );
  });

  it('needs SMTP_URL in production unless mail is explicitly kept in the outbox', () => {
    expect(() => validateServerEnv({ ...PRODUCTION, SMTP_URL: '' })).toThrow(
      /SMTP_URL.*MAIL_TRANSPORT=outbox/,
    );
    const outbox = validateServerEnv({ ...PRODUCTION, SMTP_URL: undefined, MAIL_TRANSPORT: 'outbox' });
    expect(mailTransport(outbox)).toEqual({ kind: 'outbox' });
    expect(mailTransport(parseServerEnv(PRODUCTION))).toEqual({ kind: 'smtp', url: PRODUCTION.SMTP_URL });
  });

  it('asks nothing outside production (tests, next build) and keeps the outbox there', () => {
    const env = validateServerEnv({ NODE_ENV: 'test' });
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
    expect(mailTransport(env)).toEqual({ kind: 'outbox' });
  });

  it('names a malformed value', () => {
    expect(() => parseServerEnv({ REALTIME_PORT: 'abc' })).toThrow(
      'Invalid environment: REALTIME_PORT: must be a port number',
    );
    expect(() => parseServerEnv({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT/);
  });

  it('reads lists and switches as documented', () => {
    expect(parseServerEnv({}).TRUSTED_PROXIES).toEqual(['127.0.0.1/32', '::1/128']);
    expect(parseServerEnv({ TRUST_PROXY: '1', TRUSTED_PROXIES: '10.0.0.0/8, 192.168.0.0/16' })).toMatchObject(
      {
        TRUST_PROXY: true,
        TRUSTED_PROXIES: ['10.0.0.0/8', '192.168.0.0/16'],
      },
    );
  });

  it('shares REALTIME_INTERNAL_SECRET and REALTIME_PORT with the realtime server', () => {
    expect(readRealtimeConfig({ REALTIME_PORT: '4001' })).toEqual({
      error: expect.stringMatching(/^REALTIME_INTERNAL_SECRET: is required/),
    });
    expect(readRealtimeConfig({ REALTIME_INTERNAL_SECRET: 's', REALTIME_PORT: 'x' })).toEqual({
      error: 'REALTIME_PORT: must be a port number',
    });
    const result = readRealtimeConfig({ REALTIME_INTERNAL_SECRET: ' s ', PORT: '3400' });
    expect(result).toMatchObject({
      config: {
        internalSecret: 's',
        port: 3001,
        jwksUrl: 'http://127.0.0.1:3400/api/auth/jwks',
        logLevel: 'info',
      },
    });
  });
});
