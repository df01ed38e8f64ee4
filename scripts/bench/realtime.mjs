#!/usr/bin/env node
// Realtime relay bench (docs/architecture.md §8): room-message latency with N idle authenticated sockets and
// memory per idle socket, against a bare Socket.IO echo server measured in the same run.
// Plain ESM: `node scripts/bench/realtime.mjs [idle counts…]`. The realtime server runs from its
// real entry (realtime/main.ts via tsx) with a JWKS this script serves: no Next app needed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { io as connectClient } from 'socket.io-client';
import { BUDGETS } from './budgets.mjs';
import { printComparison } from './comparison-table.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
// The wire names, as in lib/realtime/protocol.ts and lib/auth/constants.ts (checked below).
const WIRE = {
  path: '/socket.io',
  join: 'join-room',
  broadcast: 'AuctionStreamAdapter_BROADCAST',
  message: 'room-message',
  log: 'room-message-log',
};
const TOKEN = { issuer: 'multisite', audience: 'multisite-api' };

const MESSAGES = 500;
const WARMUP_MESSAGES = 50;
const PACE_MS = 5;
// The relay allows 20 messages/s per socket (docs/architecture.md §5): 10 sender sockets in turn keep a 5 ms
// pace without tripping it. Both servers get exactly the same pattern.
const SENDERS = 10;
const CONNECT_BATCH = 200;
const ROUNDS = 5;
const KINDS = ['bare', 'realtime'];
const DEADLINE_MS = 10 * 60_000;
const TARGETS = { latency: BUDGETS.realtimeLatencyP99.max, memory: BUDGETS.realtimeMemoryPerSocket.max };

// The bare baseline: Socket.IO with the same transport, rooms and message shape, nothing else.
const BARE_ECHO = `
import { createServer } from 'node:http';
import { Server } from 'socket.io';
const http = createServer();
const io = new Server(http, { path: ${JSON.stringify(WIRE.path)}, transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.on(${JSON.stringify(WIRE.join)}, (room) => { socket.join(room); socket.emit(${JSON.stringify(WIRE.log)}, JSON.stringify({ event: 'joined', room })); });
  socket.on(${JSON.stringify(WIRE.broadcast)}, ({ SocketIOUniqueChannelName, data, wrapperId }) => {
    const room = 'room_' + SocketIOUniqueChannelName;
    io.to(room).emit(${JSON.stringify(WIRE.message)}, JSON.stringify({ room, sourcesrv: 'bare', wrapperId, data }));
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => process.exit(0));
`;

// Lets the bench ask a server process for a full GC and its heap figures before reading its RSS.
const MEMORY_PROBE = `data:text/javascript,${encodeURIComponent(`
import { writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => {
  globalThis.gc();
  const { heapUsed, external } = process.memoryUsage();
  writeFileSync(process.env.BENCH_MEMORY_FILE, JSON.stringify({ heapKb: (heapUsed + external) / 1024 }));
});`)}`;

function checkWireNames() {
  const protocol = readFileSync(resolve(root, 'lib/realtime/protocol.ts'), 'utf8');
  const constants = readFileSync(resolve(root, 'lib/auth/constants.ts'), 'utf8');
  for (const name of Object.values(WIRE))
    if (!protocol.includes(`'${name}'`)) throw new Error(`wire name ${name} no longer in protocol.ts`);
  for (const name of Object.values(TOKEN))
    if (!constants.includes(`'${name}'`)) throw new Error(`token claim ${name} no longer in constants.ts`);
}

function openFileLimit() {
  const result = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const value = result.stdout.trim();
  return value === 'unlimited' ? Infinity : Number(value) || 1024;
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

function rssKb(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
  } catch {
    return Number(spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim());
  }
}

/** RSS and heap (+ external) of a server process after a full GC, in KB. */
async function settledMemory(server) {
  await delay(500);
  rmSync(server.memoryFile, { force: true });
  server.child.kill('SIGUSR2');
  await waitUntil(async () => existsSync(server.memoryFile), 'the memory probe', 5_000);
  await delay(200);
  return {
    rssKb: rssKb(server.child.pid),
    heapKb: JSON.parse(readFileSync(server.memoryFile, 'utf8')).heapKb,
  };
}

async function waitUntil(check, what, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await delay(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function startKeys() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA' }] };
  const server = createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks)),
  );
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const sign = (userId) =>
    new SignJWT({ siteId: 'bond', roles: ['member'], scopes: ['internal'] })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
      .setSubject(userId)
      .setIssuer(TOKEN.issuer)
      .setAudience(TOKEN.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  return {
    url: `http://127.0.0.1:${server.address().port}/jwks`,
    sign,
    close: () => new Promise((done) => server.close(done)),
  };
}

async function startServer(kind, keys) {
  const port = await freePort();
  const memoryFile = join(mkdtempSync(join(tmpdir(), 'bench-realtime-')), 'memory.json');
  const nodeArgs = ['--expose-gc', '--import', MEMORY_PROBE];
  const args =
    kind === 'bare'
      ? [...nodeArgs, '--input-type=module', '-e', BARE_ECHO]
      : [...nodeArgs, '--import', 'tsx', 'realtime/main.ts'];
  const env = {
    ...process.env,
    PORT: String(port),
    REALTIME_PORT: String(port),
    REALTIME_HOST: '127.0.0.1',
    JWKS_URL: keys.url,
    REALTIME_INTERNAL_SECRET: randomBytes(16).toString('hex'),
    REALTIME_INSTANCE: 'bench',
    REALTIME_LOG_LEVEL: 'warn',
    REDIS_URL: '',
    BENCH_MEMORY_FILE: memoryFile,
  };
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`${kind} server exited (${child.exitCode})`);
    return kind === 'bare' ? connectable(url) : (await fetch(`${url}/health`)).ok;
  }, `${kind} server`);
  return {
    url,
    child,
    memoryFile,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, delay(6_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

function connectable(url) {
  return fetch(`${url}${WIRE.path}/?EIO=4&transport=polling`).then(() => true);
}

function openSocket(url, token) {
  const socket = connectClient(url, {
    path: WIRE.path,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    query: token ? { token } : {},
  });
  return new Promise((done, fail) => {
    socket.once('connect', () => done(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      fail(error);
    });
  });
}

async function joinRoom(socket, room) {
  const joined = new Promise((done) => socket.once(WIRE.log, done));
  socket.emit(WIRE.join, room);
  await joined;
}

async function connectIdle(url, keys, from, to, sockets) {
  for (let start = from; start < to; start += CONNECT_BATCH) {
    const batch = [];
    for (let index = start; index < Math.min(to, start + CONNECT_BATCH); index += 1) {
      const userId = `idle${index}`;
      batch.push(
        keys.sign(userId).then(async (token) => {
          const socket = await openSocket(url, token);
          await joinRoom(socket, `room_${userId}`);
          sockets.push(socket);
        }),
      );
    }
    await Promise.all(batch);
  }
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** `SENDERS` sockets of one user take turns sending to the room; one receiver measures. */
async function measureLatency(url, keys) {
  const [senderId, receiverId] = ['benchSender', 'benchReceiver'];
  const channel = `${senderId}_${receiverId}`;
  const receiver = await openSocket(url, await keys.sign(receiverId));
  await joinRoom(receiver, `room_${channel}`);
  const senders = [];
  for (let index = 0; index < SENDERS; index += 1)
    senders.push(await openSocket(url, await keys.sign(senderId)));
  const samples = [];
  let received = 0;
  receiver.on(WIRE.message, (raw) => {
    const { t, i } = JSON.parse(JSON.parse(raw).data);
    received += 1;
    if (i >= WARMUP_MESSAGES) samples.push(performance.now() - t);
  });
  const total = WARMUP_MESSAGES + MESSAGES;
  for (let i = 0; i < total; i += 1) {
    senders[i % SENDERS].emit(WIRE.broadcast, {
      SocketIOUniqueChannelName: channel,
      data: JSON.stringify({ t: performance.now(), i }),
      wrapperId: `b${i}`,
    });
    await delay(PACE_MS);
  }
  await waitUntil(async () => received >= total, 'the last messages', 5_000).catch(() => {});
  for (const socket of [receiver, ...senders]) socket.close();
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), lost: total - received };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Both servers run side by side with the same idle sockets; latency rounds alternate between them
 * so drift on the machine hits both, and each figure is the median of the rounds.
 */
async function benchBoth(keys, idleCounts) {
  const servers = { bare: await startServer('bare', keys), realtime: await startServer('realtime', keys) };
  const idle = { bare: [], realtime: [] };
  try {
    const base = {};
    for (const kind of KINDS) {
      await measureLatency(servers[kind].url, keys); // warms the JIT and the JWKS cache, not reported
      base[kind] = await settledMemory(servers[kind]);
    }
    const results = [];
    for (const count of idleCounts) {
      const row = { idle: count };
      for (const kind of KINDS) {
        await connectIdle(servers[kind].url, keys, idle[kind].length, count, idle[kind]);
        const memory = await settledMemory(servers[kind]);
        row[kind] = {
          rssKbPerSocket: (memory.rssKb - base[kind].rssKb) / count,
          heapKbPerSocket: (memory.heapKb - base[kind].heapKb) / count,
          rounds: [],
        };
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const kind of round % 2 ? [...KINDS].reverse() : KINDS)
          row[kind].rounds.push(await measureLatency(servers[kind].url, keys));
      }
      for (const kind of KINDS) {
        const { rounds } = row[kind];
        Object.assign(row[kind], {
          p50: median(rounds.map((r) => r.p50)),
          p99: median(rounds.map((r) => r.p99)),
          lost: rounds.reduce((sum, r) => sum + r.lost, 0),
        });
      }
      results.push(row);
    }
    return results;
  } finally {
    for (const kind of KINDS) {
      for (const socket of idle[kind]) socket.close();
      await servers[kind].stop();
    }
  }
}

/** Runs both servers with the given idle-socket counts; returns the rows it prints. */
export async function benchRealtime({ idleSockets = [1_000, 5_000] } = {}) {
  checkWireNames();
  const limit = openFileLimit();
  // This process holds the idle sockets of both servers; each server holds its own.
  const usable = idleSockets.filter((count) => 2 * count + 512 <= limit);
  if (usable.length < idleSockets.length) {
    const skipped = idleSockets.filter((count) => !usable.includes(count));
    console.warn(
      `[bench:realtime] ulimit -n is ${limit}; ${skipped.join(', ')} idle sockets need 2 × that + 512 fds (raise it, e.g. \`ulimit -n 12000\`): skipped.`,
    );
  }
  const keys = await startKeys();
  const watchdog = setTimeout(() => {
    console.error('[bench:realtime] deadline passed, giving up');
    process.exit(1);
  }, DEADLINE_MS).unref();
  try {
    const rows = [];
    for (const { idle, bare: b, realtime: r } of await benchBoth(keys, usable)) {
      rows.push({ measure: `latency p50, ${idle} idle (ms)`, bare: b.p50, realtime: r.p50, target: null });
      rows.push({
        measure: `latency p99, ${idle} idle (ms)`,
        bare: b.p99,
        realtime: r.p99,
        target: TARGETS.latency,
      });
      rows.push({
        measure: `RSS per idle socket, ${idle} idle (KB)`,
        bare: b.rssKbPerSocket,
        realtime: r.rssKbPerSocket,
        target: TARGETS.memory,
      });
      rows.push({
        measure: `heap per idle socket, ${idle} idle (KB)`,
        bare: b.heapKbPerSocket,
        realtime: r.heapKbPerSocket,
        target: TARGETS.memory,
      });
      rows.push({ measure: `messages lost, ${idle} idle`, bare: b.lost, realtime: r.lost, target: null });
    }
    return rows.map((row) => ({ ...row, ratio: row.bare > 0 ? row.realtime / row.bare : null }));
  } finally {
    clearTimeout(watchdog);
    await keys.close();
  }
}

export function printTable(rows) {
  printComparison({
    title: `realtime relay vs bare Socket.IO echo (loopback; median of ${ROUNDS} rounds of ${MESSAGES} messages paced ${PACE_MS} ms, ${SENDERS} senders → 1 receiver)`,
    baseline: { label: 'bare', key: 'bare' },
    value: { label: 'realtime', key: 'realtime' },
    rows,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = process.argv
    .slice(2)
    .map(Number)
    .filter((count) => count > 0);
  printTable(await benchRealtime(counts.length ? { idleSockets: counts } : {}));
  process.exit(0);
}
