// The realtime server for the load test, as scripts/bench/realtime.mjs runs it (that file exports
// none of these helpers): its real entry (realtime/main.ts via tsx) in a child process, with a
// local JWKS served from this process and Ed25519 API tokens minted with jose.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { freePort } from '../lib/embedded-postgres.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);

// Wire names and token claims as in lib/realtime/protocol.ts and lib/auth/constants.ts (checked
// by checkWireNames, so a rename fails loudly here instead of as "every message lost").
export const WIRE = {
  path: '/socket.io',
  join: 'join-room',
  broadcast: 'AuctionStreamAdapter_BROADCAST',
  message: 'room-message',
  log: 'room-message-log',
  error: 'realtime-error',
  prefix: 'room_',
  invitation: 'callInvitation',
};
const TOKEN = { issuer: 'multisite', audience: 'multisite-api' };

export function checkWireNames() {
  const protocol = readFileSync(resolve(root, 'lib/realtime/protocol.ts'), 'utf8');
  const constants = readFileSync(resolve(root, 'lib/auth/constants.ts'), 'utf8');
  for (const name of Object.values(WIRE))
    if (!protocol.includes(`'${name}'`))
      throw new Error(`wire name ${name} no longer in lib/realtime/protocol.ts`);
  for (const name of Object.values(TOKEN))
    if (!constants.includes(`'${name}'`))
      throw new Error(`token claim ${name} no longer in lib/auth/constants.ts`);
}

/** A JWKS on a loopback port and a signer for API tokens (sub = user id, site bond, internal). */
export async function startKeys() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'load', alg: 'EdDSA' }] };
  const server = createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks)),
  );
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const sign = (userId) =>
    new SignJWT({ siteId: 'bond', roles: ['member'], scopes: ['internal'] })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'load' })
      .setSubject(userId)
      .setIssuer(TOKEN.issuer)
      .setAudience(TOKEN.audience)
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(privateKey);
  return {
    url: `http://127.0.0.1:${server.address().port}/jwks`,
    sign,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Starts `node --import tsx realtime/main.ts` on a free loopback port. Keeps the last log lines. */
export async function startRealtime({ jwksUrl, onStop = () => {} }) {
  const port = await freePort();
  const env = {
    ...process.env,
    REALTIME_PORT: String(port),
    REALTIME_HOST: '127.0.0.1',
    JWKS_URL: jwksUrl,
    REALTIME_INTERNAL_SECRET: randomBytes(24).toString('hex'),
    REALTIME_INSTANCE: 'load',
    REALTIME_LOG_LEVEL: 'warn',
    REDIS_URL: '',
    NODE_ENV: 'production',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'realtime/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    if (child.exitCode !== null || child.signalCode) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 7_000);
    await exited;
    clearTimeout(timer);
  }
  onStop(stop);
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`realtime server exited (${child.exitCode}):\n${lines.join('\n')}`);
    if (
      await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > end) throw new Error(`realtime server not ready after 60 s:\n${lines.join('\n')}`);
    await delay(100);
  }
  return {
    url,
    pid: child.pid,
    child,
    exited,
    logTail: (count = 40) => lines.slice(-count).join('\n'),
    stop,
  };
}
