// One production app instance on loopback, as the launcher starts it but without the database
// setup or the build: the app (server/main.ts) and, unless `realtime: false`, its own realtime
// server (realtime/main.ts). For the e2e test and the bench of several instances that share one
// database and one Redis (docs/deploy.md, "Several app instances"): the caller gives the shared
// environment (DATABASE_URL, secrets, REDIS_URL, SITE_URL_TEMPLATE of the existing build).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './embedded-postgres.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);

function startProcess(script, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  return { child, stderr: () => stderr };
}

async function waitUntilAnswering(url, { child, stderr }, name) {
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${stderr().trim()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (attempt > 300) throw new Error(`${name} did not answer ${url} within 60 s: ${stderr().trim()}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function stopProcess({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/** Starts an instance on free loopback ports; resolves once the app (and its realtime server) answer. */
export async function startAppInstance({ env, realtime = true }) {
  const port = await freePort();
  const realtimePort = await freePort();
  const instanceEnv = {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    REALTIME_PORT: String(realtimePort),
    REALTIME_HOST: '127.0.0.1',
    JWKS_URL: `http://127.0.0.1:${port}/api/auth/jwks`,
  };
  const processes = [startProcess('server/main.ts', instanceEnv)];
  if (realtime) processes.push(startProcess('realtime/main.ts', instanceEnv));
  const stop = () => Promise.all(processes.map(stopProcess));
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/health/live`, processes[0], 'the app');
    if (realtime)
      await waitUntilAnswering(
        `http://127.0.0.1:${realtimePort}/health`,
        processes[1],
        'the realtime server',
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, realtimePort: realtime ? realtimePort : null, origin: `http://127.0.0.1:${port}`, stop };
}
