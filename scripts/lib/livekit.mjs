// The LiveKit SFU of `npm start`, the e2e tests and the bench (docs/architecture.md §6): the binary
// scripts/livekit/install.sh builds, run in dev mode (API key `devkey`, secret `secret`) on loopback.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIVEKIT_DEFAULT_PORT = 7880;
/** The API key of `livekit-server --dev` (its secret is `secret`). */
export const LIVEKIT_DEV_API_KEY = 'devkey';

export const liveKitBinary = (root) => join(root, '.tools', 'livekit-server');

export const hasLiveKit = (root) => existsSync(liveKitBinary(root));

/** What the launcher prints when there is no SFU to run. */
export const NO_LIVEKIT_NOTICE =
  '[start] no LiveKit SFU here: calls stop at the video server. `npm run livekit:install` builds it (needs Go), or set LIVEKIT_URL.';

/**
 * The SFU's YAML configuration: its ports and, when the app's address is known, its webhook,
 * events signed with the dev API key (LiveKit's `webhook: {api_key, urls}`), so calls reach the
 * call log (docs/architecture.md §6).
 */
export function liveKitConfigBody({ port, webhookUrl }) {
  const ports = `port: ${port}\nrtc:\n  tcp_port: ${port + 1}\n  udp_port: ${port + 2}\n`;
  return webhookUrl
    ? `${ports}webhook:\n  api_key: ${LIVEKIT_DEV_API_KEY}\n  urls:\n    - ${webhookUrl}\n`
    : ports;
}

/**
 * Starts the SFU: signalling on `port`, media on `port + 1` (TCP) and `port + 2` (UDP), all on
 * 127.0.0.1, posting its webhooks to `webhookUrl` if given; its log goes to `logFile`. Resolves
 * once it answers, with its URL and stop().
 */
export async function startLiveKit({ root, port = LIVEKIT_DEFAULT_PORT, logFile, webhookUrl }) {
  const config = liveKitConfigBody({ port, webhookUrl });
  const args = ['--dev', '--bind', '127.0.0.1', '--node-ip', '127.0.0.1', '--config-body', config];
  const child = spawn(liveKitBinary(root), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  child.once('exit', (code) => (exited = code ?? 1));
  for (let attempt = 0; attempt < 100 && exited === null; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url: `ws://localhost:${port}`, process: child, stop: () => child.kill('SIGTERM') };
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
  throw new Error(`livekit-server did not start on port ${port}:\n${tail}`);
}
