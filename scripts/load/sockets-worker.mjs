// Worker thread of the load test: holds the 1,000 socket.io-client connections (one event loop of
// their own, so autocannon's in the main thread does not skew either). Protocol with the parent:
//   parent → { type: 'run', seconds, drainMs } after 'ready'; { type: 'close' } at the end.
//   worker → { type: 'ready', connectMs } | { type: 'result', … } | { type: 'closed' } | { type: 'error', message }.
// Every caller sends call invitations to its callee's personal room, paced far under the relay's
// per-socket limit (20 msg/s, burst 40); every callee records what it receives.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { io as connectClient } from 'socket.io-client';

const { url, pairs, wire, runId, paceMs, jitterMs, connectBatch, connectTimeoutMs } = workerData;

const sockets = [];
let phase = 'connecting';
const stats = {
  disconnects: 0,
  disconnectReasons: {},
  refusals: {},
  unexpected: 0, // room messages a caller got, or a callee got that were not for it
  malformed: 0,
};
/** messageId → { pair, sentAt } */
const sent = new Map();
/** messageId → times received */
const received = new Map();
const latencies = [];
let sentWhileDisconnected = 0;

function openSocket(token) {
  const socket = connectClient(url, {
    path: wire.path,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: connectTimeoutMs,
    query: { token },
  });
  return new Promise((done, fail) => {
    socket.once('connect', () => done(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      fail(new Error(`connect_error: ${error.message}`));
    });
  });
}

function joinPersonalRoom(socket, userId) {
  const room = `${wire.prefix}${userId}`;
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no join confirmation for ${room}`)), connectTimeoutMs);
    const onLog = (raw) => {
      let event;
      try {
        event = JSON.parse(raw);
      } catch {
        return;
      }
      if (event.event === 'joined' && event.room === room) {
        clearTimeout(timer);
        socket.off(wire.log, onLog);
        done();
      }
    };
    socket.on(wire.log, onLog);
    socket.emit(wire.join, userId);
  });
}

function watch(socket, role, index) {
  socket.on('disconnect', (reason) => {
    if (phase === 'closing') return;
    stats.disconnects += 1;
    stats.disconnectReasons[reason] = (stats.disconnectReasons[reason] ?? 0) + 1;
  });
  socket.on(wire.error, (error) => {
    const code = error?.code ?? 'unknown';
    stats.refusals[code] = (stats.refusals[code] ?? 0) + 1;
  });
  socket.on(wire.message, (raw) => {
    const now = performance.now();
    let message;
    let data;
    try {
      message = JSON.parse(raw);
      data = JSON.parse(message.data);
    } catch {
      stats.malformed += 1;
      return;
    }
    const pair = pairs[index];
    if (
      role !== 'callee' ||
      data?.type !== wire.invitation ||
      message.room !== `${wire.prefix}${pair.calleeId}` ||
      data.from !== pair.callerId ||
      data.roomName !== `${pair.callerId}_${pair.calleeId}`
    ) {
      stats.unexpected += 1;
      return;
    }
    const count = (received.get(data.messageId) ?? 0) + 1;
    received.set(data.messageId, count);
    const origin = sent.get(data.messageId);
    if (count === 1 && origin) latencies.push(now - origin.sentAt);
  });
}

async function connectAll() {
  const started = performance.now();
  const jobs = pairs.flatMap((pair, index) => [
    { role: 'caller', index, userId: pair.callerId, token: pair.callerToken },
    { role: 'callee', index, userId: pair.calleeId, token: pair.calleeToken },
  ]);
  for (let start = 0; start < jobs.length; start += connectBatch) {
    await Promise.all(
      jobs.slice(start, start + connectBatch).map(async (job) => {
        const socket = await openSocket(job.token);
        sockets.push(socket);
        watch(socket, job.role, job.index);
        await joinPersonalRoom(socket, job.userId);
        if (job.role === 'caller') pairs[job.index].socket = socket;
      }),
    );
  }
  return performance.now() - started;
}

function invite(index, seq) {
  const pair = pairs[index];
  const messageId = `${runId}-${index}-${seq}`;
  const data = JSON.stringify({
    type: wire.invitation,
    from: pair.callerId,
    roomName: `${pair.callerId}_${pair.calleeId}`,
    messageId,
  });
  if (!pair.socket.connected) sentWhileDisconnected += 1;
  sent.set(messageId, { pair: index, sentAt: performance.now() });
  pair.socket.emit(wire.broadcast, { SocketIOUniqueChannelName: pair.calleeId, data, wrapperId: messageId });
}

/** Each caller: a random first offset, then one invitation every paceMs + [0, jitterMs) ms. */
async function sendFor(seconds) {
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    pairs.map(async (pair, index) => {
      let seq = 0;
      let wait = Math.random() * (paceMs + jitterMs);
      for (;;) {
        await delay(wait);
        if (performance.now() >= end) return;
        invite(index, seq);
        seq += 1;
        wait = paceMs + Math.random() * jitterMs;
      }
    }),
  );
}

function percentile(sorted, fraction) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] : null;
}

function summarize(seconds) {
  let lost = 0;
  let duplicated = 0;
  let extraCopies = 0;
  let unknown = 0;
  const lostExamples = [];
  for (const [messageId] of sent) {
    const count = received.get(messageId) ?? 0;
    if (count === 0) {
      lost += 1;
      if (lostExamples.length < 5) lostExamples.push(messageId);
    } else if (count > 1) {
      duplicated += 1;
      extraCopies += count - 1;
    }
  }
  for (const messageId of received.keys()) if (!sent.has(messageId)) unknown += 1;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    type: 'result',
    seconds,
    sockets: sockets.length,
    sent: sent.size,
    received: [...received.values()].reduce((sum, count) => sum + count, 0),
    receivedUnique: received.size - unknown,
    lost,
    duplicated,
    extraCopies,
    unknown,
    lostExamples,
    sentWhileDisconnected,
    messagesPerSecond: sent.size / seconds,
    latencyMs: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? null },
    connectedAtEnd: sockets.filter((socket) => socket.connected).length,
    ...stats,
  };
}

parentPort.on('message', async (command) => {
  try {
    if (command.type === 'run') {
      phase = 'running';
      await sendFor(command.seconds);
      await delay(command.drainMs);
      phase = 'done';
      parentPort.postMessage(summarize(command.seconds));
    } else if (command.type === 'close') {
      phase = 'closing';
      for (const socket of sockets) socket.close();
      parentPort.postMessage({ type: 'closed' });
    }
  } catch (error) {
    parentPort.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

try {
  const connectMs = await connectAll();
  phase = 'ready';
  parentPort.postMessage({ type: 'ready', connectMs, sockets: sockets.length });
} catch (error) {
  parentPort.postMessage({
    type: 'error',
    message: `connecting ${pairs.length * 2} sockets: ${error instanceof Error ? error.message : String(error)} (${sockets.length} connected)`,
  });
}
