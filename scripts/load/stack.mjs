// A variant of scripts/bench/stack.mjs for the load test: same stack (embedded PostgreSQL,
// migrations + demo accounts, a build when needed, the production server on a free loopback
// port), plus what a soak test needs: the pid of the server process, its log, children that
// can be stopped at any point (also mid-build, on Ctrl-C), and a stop() that waits for them.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { needsBuild, recordBuild } from '../lib/build-stamp.mjs';
import { freePort, startEmbeddedPostgres } from '../lib/embedded-postgres.mjs';
import { DB_SETUP_ARGS } from '../lib/dev-defaults.mjs';
import { productionStackEnv } from '../lib/stack-env.mjs';
import { descendants, isAlive } from './proc.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const READY_TIMEOUT_MS = 90_000;
const SETUP_TIMEOUT_MS = 3 * 60_000;
const BUILD_TIMEOUT_MS = 20 * 60_000;
const KILL_GRACE_MS = 8_000;

/** Kills a whole process group (the children below are spawned detached: group id = pid). */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {}
}

async function stopGroup(pid) {
  killGroup(pid, 'SIGTERM');
  const end = Date.now() + KILL_GRACE_MS;
  while (Date.now() < end && isAlive(pid)) await delay(100);
  killGroup(pid, 'SIGKILL');
}

/**
 * Starts the stack. `onStop(stop)` receives the stop function before anything is started, so a
 * caller's SIGINT handler can tear down a half-started stack (build in progress, database up).
 * Returns { origin, port, databaseUrl, launcherPid, serverPid, logTail(), stop() }.
 */
export async function startStackWithPid({
  onStop = () => {},
  log = (line) => console.error(line),
  /** Extra NODE_OPTIONS for the server process only (not the build), e.g. a heap cap. */
  serverNodeOptions = '',
} = {}) {
  const groups = new Set();
  let dataDir = null;
  let database = null;
  let stopped = false;
  let logFd = null;

  async function stop() {
    if (stopped) return;
    stopped = true;
    await Promise.all([...groups].map((pid) => stopGroup(pid)));
    if (logFd !== null) closeSync(logFd);
    // Ctrl-C in a terminal reaches PostgreSQL too; stop() would then wait for an exit already past.
    const postgres = database?.server?.process;
    const running = postgres ? postgres.exitCode === null && !postgres.signalCode : Boolean(database);
    if (running) await Promise.race([database.stop().catch(() => {}), delay(15_000)]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  onStop(stop);

  /** Runs a command in its own process group; resolves with its exit code (-1 on timeout). */
  function run(command, args, env, timeoutMs) {
    if (stopped) return Promise.resolve(-1);
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', logFd, logFd], detached: true });
    groups.add(child.pid);
    return new Promise((done) => {
      const timer = setTimeout(() => {
        log(`[stack] ${command} ${args.join(' ')} ran over ${timeoutMs / 1000} s: killing it`);
        killGroup(child.pid, 'SIGKILL');
      }, timeoutMs);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        groups.delete(child.pid);
        done(code ?? (signal ? -1 : 1));
      });
      child.once('error', () => done(-1));
    });
  }

  dataDir = mkdtempSync(join(tmpdir(), 'multisite-load-'));
  const logFile = join(dataDir, 'stack.log');
  logFd = openSync(logFile, 'a');
  const logLines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : []);
  const logTail = (lines = 40) => logLines().slice(-lines).join('\n');
  /** The first error of a failed step and what follows it (warnings before it are noise), or the tail. */
  const logErrors = () => {
    const lines = logLines();
    const first = lines.findIndex((line) =>
      /Failed to compile|Type error|Build error|\bError:|error TS\d|ELIFECYCLE|ERR_/.test(line),
    );
    return first < 0 ? logTail(60) : lines.slice(first, first + 60).join('\n');
  };
  // PostgreSQL runs as a `postgres` system user when we are root: it must reach its data dir.
  await run('chmod', ['755', dataDir], process.env, 10_000);
  const started = await startEmbeddedPostgres({ dataDir, log: () => {} });
  if (stopped) {
    // stop() ran while PostgreSQL was starting: it did not know about it yet.
    await Promise.race([started.stop().catch(() => {}), delay(15_000)]);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error('stopped');
  }
  database = started;
  const port = await freePort();
  const env = productionStackEnv({
    port,
    dataDir,
    databaseUrl: database.url,
    secret: 'load-secret-0123456789abcdefghijklmnop',
  });
  if ((await run('npx', DB_SETUP_ARGS, env, SETUP_TIMEOUT_MS)) !== 0)
    throw new Error(`db setup failed:\n${logErrors()}`);
  if (needsBuild(root, env)) {
    log('[stack] building (sources newer than the last build, or no build yet)…');
    // An interrupted build must not look finished to the next run.
    rmSync(join(root, '.next', 'launcher-env.json'), { force: true });
    const buildStart = Date.now();
    if ((await run('npx', ['next', 'build'], env, BUILD_TIMEOUT_MS)) !== 0)
      throw new Error(`build failed:\n${logErrors()}`);
    recordBuild(root, env);
    log(`[stack] built in ${((Date.now() - buildStart) / 1000).toFixed(0)} s`);
  }
  if (stopped) throw new Error('stopped');
  // The production server (server/main.ts) on loopback.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, serverNodeOptions].filter(Boolean).join(' ') },
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  groups.add(server.pid);
  const origin = `http://localhost:${port}`;
  const end = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode) throw new Error(`the server exited:\n${logTail()}`);
    const ok = await fetch(`${origin}/en/not-authorized`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > end || stopped)
      throw new Error(`the server was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${logTail()}`);
    await delay(200);
  }
  return {
    origin,
    port,
    databaseUrl: database.url,
    launcherPid: server.pid,
    /** The Next server process: the launched node process or, if it forked one, its node child. */
    serverPid() {
      const nodes = [server.pid, ...descendants(server.pid)].filter((pid) => {
        try {
          const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
          return comm === 'node' || comm.startsWith('next');
        } catch {
          return false;
        }
      });
      return nodes.at(-1) ?? server.pid;
    },
    groupPids: () => [server.pid, ...descendants(server.pid)],
    logTail,
    stop,
  };
}
