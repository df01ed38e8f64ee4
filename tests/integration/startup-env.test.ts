// The startup check as Next runs it: instrumentation.ts `register()` in the nodejs runtime of a
// production server (the same module `next start` loads; see also docs/deploy.md).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const REGISTER =
  "import('./instrumentation.ts').then((m) => m.register()).then(() => console.log('started'))";

function startServer(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(BETTER_AUTH_|LIVEKIT_|REALTIME_|SMTP_|MAIL_)/.test(name),
    ),
  );
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/lib/server-only-outside-next.mjs', '-e', REGISTER],
    {
      cwd: ROOT,
      env: { ...clean, NEXT_RUNTIME: 'nodejs', NODE_ENV: 'production', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
}

const SECRETS = {
  BETTER_AUTH_SECRET: 'a',
  LIVEKIT_URL: 'wss://sfu.example',
  LIVEKIT_API_KEY: 'k',
  LIVEKIT_API_SECRET: 's',
  REALTIME_INTERNAL_SECRET: 'r',
  MAIL_TRANSPORT: 'outbox',
};

describe('production start without a required secret', () => {
  it('stops with a message naming the missing variables', () => {
    const { status, stderr, stdout } = startServer({
      ...SECRETS,
      BETTER_AUTH_SECRET: '',
      LIVEKIT_API_SECRET: '',
    });
    expect(status).toBe(1);
    expect(stderr).toContain(
      '[env] Missing required environment variables for production: BETTER_AUTH_SECRET, LIVEKIT_API_SECRET.',
    );
    expect(stdout).not.toContain('started');
  });

  it('names SMTP_URL when mail is neither configured nor explicitly kept in the outbox', () => {
    const { status, stderr } = startServer({ ...SECRETS, MAIL_TRANSPORT: '' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/for production: SMTP_URL\. Set SMTP_URL, or MAIL_TRANSPORT=outbox/);
  });

  it('starts when everything is set', () => {
    const { status, stdout, stderr } = startServer(SECRETS);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('started');
  });

  it('does not check during `next build`', () => {
    expect(startServer({ NEXT_PHASE: 'phase-production-build' }).status).toBe(0);
  });
});
