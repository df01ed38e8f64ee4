#!/usr/bin/env node
// Call set-up bench (docs/architecture.md §8): from the callee's click on Accept to the first decoded
// remote video frame on both sides, over several calls between two demo members of the app, against
// the floor of the same SFU in the same run: a bare livekit-client page that joins two participants
// to one room. Then one 60-second two-party call of each, for CPU time and memory. Runs the product
// with its own launcher (scripts/start.mjs: embedded PostgreSQL, the SFU from .tools/, the realtime
// server) in Debian's Chromium with fake camera and microphone.
// Plain ESM: `node scripts/bench/calls.mjs`; BENCH_CALLS (default 10) and BENCH_CALL_SECONDS (60).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { AccessToken } from 'livekit-server-sdk';
import { BUDGETS } from './budgets.mjs';
import { printComparison } from './comparison-table.mjs';
import { applyDevDefaults } from '../lib/dev-defaults.mjs';
import { freePort } from '../lib/embedded-postgres.mjs';
import { hasLiveKit } from '../lib/livekit.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const CALLS = Number(process.env.BENCH_CALLS || 10);
const CALL_SECONDS = Number(process.env.BENCH_CALL_SECONDS || 60);
const FRAME_TIMEOUT_MS = 60_000;
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * In every page: when the click on Accept happens, and when the first remote camera frame is
 * decoded and shown (requestVideoFrameCallback), both on the page's wall clock (Date.now: one
 * machine, one clock for every page).
 */
const APP_PROBE = () => {
  window.__bench = { acceptAt: null, firstRemoteFrame: null };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent?.trim() === 'Accept') window.__bench.acceptAt ??= Date.now();
    },
    true,
  );
  new MutationObserver(() => {
    const videos = document.querySelectorAll(
      '[data-testid="call-tile"][data-kind="camera"][data-local="false"] video',
    );
    for (const video of videos) {
      if (video.__benchWatched) continue;
      video.__benchWatched = true;
      video.requestVideoFrameCallback(() => (window.__bench.firstRemoteFrame ??= Date.now()));
    }
  }).observe(document, { childList: true, subtree: true });
};

/** The floor: livekit-client alone, with the app's room options (components/calls/connect-call-room.ts). */
const FLOOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>livekit-client floor</title>
<style>video { width: 320px; height: 240px; }</style>
<script src="/livekit-client.umd.js"></script>
<script>
  window.__bench = { firstRemoteFrame: null };
  window.join = async (url, token) => {
    const { Room, RoomEvent } = LivekitClient;
    const room = new Room({ adaptiveStream: true, dynacast: true });
    room.on(RoomEvent.TrackSubscribed, (track) => {
      const element = track.attach();
      document.body.append(element);
      if (track.kind === 'video')
        element.requestVideoFrameCallback(() => (window.__bench.firstRemoteFrame ??= Date.now()));
    });
    await room.connect(url, token);
    await room.localParticipant.enableCameraAndMicrophone();
    window.room = room;
  };
  window.leave = () => window.room?.disconnect();
</script></head><body></body></html>`;

function serveFloorPage(port) {
  const client = readFileSync(join(root, 'node_modules/livekit-client/dist/livekit-client.umd.js'));
  const server = createServer((request, response) => {
    if (request.url === '/livekit-client.umd.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(client);
    } else response.writeHead(200, { 'content-type': 'text/html' }).end(FLOOR_PAGE);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

/** The product as `npm start` runs it, on ports and a data folder of its own. */
async function startProduct() {
  const dataDir = mkdtempSync(join(tmpdir(), 'multisite-bench-calls-'));
  const [port, realtimePort, liveKitPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/start.mjs', '--fresh'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      REALTIME_PORT: String(realtimePort),
      LIVEKIT_PORT: String(liveKitPort),
      DATA_DIR: dataDir,
      LIVEKIT_URL: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (
      await fetch(`${origin}/en/not-authorized`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await delay(500);
  }
  return {
    origin,
    liveKitUrl: `ws://localhost:${liveKitPort}`,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signedInPage(browser, origin, email) {
  const context = await browser.newContext();
  await context.addInitScript(APP_PROBE);
  // The cookie banner is answered, as a returning visitor's would be.
  await context.addInitScript(() => localStorage.setItem('cookie-consent-status', 'postpone'));
  const page = await context.newPage();
  const answer = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email, password: 'demo-pass-2026' },
    headers: { origin },
  });
  if (!answer.ok()) throw new Error(`sign-in of ${email}: ${answer.status()}`);
  const { user } = await answer.json();
  return { page, id: user.id };
}

const probe = (page) => page.evaluate(() => window.__bench);

async function waitForFrames(pages) {
  const deadline = Date.now() + FRAME_TIMEOUT_MS;
  for (;;) {
    const probes = await Promise.all(pages.map(probe));
    if (probes.every((p) => p.firstRemoteFrame)) return probes;
    if (Date.now() > deadline) throw new Error('no remote video frame within 60 s');
    await delay(20);
  }
}

/** One call in the app: A dials B, who waits on a signed-in page; B accepts. Set-up times in ms. */
async function appCall(origin, caller, callee) {
  await callee.page.goto(`${origin}/en/my-items`);
  await callee.page.getByTestId('call-status').getByText('Me: Connected').waitFor({ timeout: 30_000 });
  await caller.page.goto(`${origin}/en/my-call?to=${callee.id}`);
  await callee.page
    .getByRole('region', { name: 'Incoming calls' })
    .getByRole('button', { name: 'Accept' })
    .click({ timeout: 30_000 });
  const [callerProbe, calleeProbe] = await waitForFrames([caller.page, callee.page]);
  const start = calleeProbe.acceptAt;
  return {
    caller: callerProbe.firstRemoteFrame - start,
    callee: calleeProbe.firstRemoteFrame - start,
  };
}

async function hangUpApp(origin, ...members) {
  for (const { page } of members) await page.goto(`${origin}/en/not-authorized`);
  await delay(1_000);
}

async function floorToken(identity, room) {
  const { LIVEKIT_API_KEY, LIVEKIT_API_SECRET } = applyDevDefaults({});
  const token = new AccessToken(LIVEKIT_API_KEY, LIVEKIT_API_SECRET, { identity });
  token.addGrant({ roomJoin: true, room, canPublish: true, canSubscribe: true });
  return token.toJwt();
}

/** One call of the floor: both pages join one room at once. Set-up times in ms. */
async function floorCall(floorOrigin, liveKitUrl, pages, room) {
  await Promise.all(pages.map((page) => page.goto(floorOrigin)));
  const tokens = await Promise.all(pages.map((_, index) => floorToken(`p${index}`, room)));
  const start = Date.now();
  await Promise.all(
    pages.map((page, index) =>
      page.evaluate(([url, token]) => window.join(url, token), [liveKitUrl, tokens[index]]),
    ),
  );
  const probes = await waitForFrames(pages);
  return { caller: probes[0].firstRemoteFrame - start, callee: probes[1].firstRemoteFrame - start };
}

/**
 * CPU and memory of a call that has begun, for `seconds`: the pages' main-thread task time and JS
 * heap (CDP Performance metrics), and the CPU time of every browser process (CDP SystemInfo).
 */
async function callLoad(browser, pages, seconds) {
  const sessions = await Promise.all(pages.map((page) => page.context().newCDPSession(page)));
  await Promise.all(sessions.map((session) => session.send('Performance.enable')));
  const metrics = async () =>
    Promise.all(
      sessions.map(async (session) =>
        Object.fromEntries(
          (await session.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
        ),
      ),
    );
  const browserSession = await browser.newBrowserCDPSession();
  const processCpu = async () =>
    (await browserSession.send('SystemInfo.getProcessInfo')).processInfo.reduce(
      (sum, p) => sum + p.cpuTime,
      0,
    );
  const [before, cpuBefore] = [await metrics(), await processCpu()];
  await delay(seconds * 1000);
  const [after, cpuAfter] = [await metrics(), await processCpu()];
  const sum = (list, name) => list.reduce((total, m) => total + m[name], 0);
  return {
    mainThreadCpu: sum(after, 'TaskDuration') - sum(before, 'TaskDuration'),
    browserCpu: cpuAfter - cpuBefore,
    heapMb: sum(after, 'JSHeapUsedSize') / 2 ** 20 / pages.length,
  };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Both sides have a remote frame: the later of the two. */
const bothSides = (call) => Math.max(call.caller, call.callee);

async function runCalls(label, count, callOnce) {
  await callOnce(-1); // warm-up: compiled code, cached chunks, the SFU's first room
  const calls = [];
  for (let index = 0; index < count; index += 1) {
    calls.push(await callOnce(index));
    const { caller, callee } = calls.at(-1);
    console.error(`[bench:calls] ${label} ${index + 1}/${count}: caller ${caller} ms, callee ${callee} ms`);
  }
  return calls;
}

export async function benchCalls() {
  if (!hasLiveKit(root)) {
    console.warn('[bench:calls] no .tools/livekit-server (npm run livekit:install): call rows skipped.');
    return [];
  }
  const product = await startProduct();
  const floorServer = await serveFloorPage(await freePort());
  const floorOrigin = `http://localhost:${floorServer.address().port}`;
  const launch = () =>
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    // The floor first, in a browser of its own.
    let browser = await launch();
    const floorPages = [
      await (await browser.newContext()).newPage(),
      await (await browser.newContext()).newPage(),
    ];
    const floor = await runCalls('floor', CALLS, (index) =>
      floorCall(floorOrigin, product.liveKitUrl, floorPages, `floor-${index + 1}-${Date.now()}`).finally(() =>
        Promise.all(floorPages.map((page) => page.evaluate(() => window.leave()))),
      ),
    );
    await floorCall(floorOrigin, product.liveKitUrl, floorPages, `floor-load-${Date.now()}`);
    const floorLoad = await callLoad(browser, floorPages, CALL_SECONDS);
    await browser.close();

    browser = await launch();
    const caller = await signedInPage(browser, product.origin, 'member@local.test');
    const callee = await signedInPage(browser, product.origin, 'admin@local.test');
    const app = await runCalls('app', CALLS, () =>
      appCall(product.origin, caller, callee).finally(() => hangUpApp(product.origin, caller, callee)),
    );
    await appCall(product.origin, caller, callee);
    const appLoad = await callLoad(browser, [caller.page, callee.page], CALL_SECONDS);
    await browser.close();

    const row = (measure, floorValue, appValue, target) => ({
      measure,
      floor: floorValue,
      app: appValue,
      ratio: floorValue ? appValue / floorValue : null,
      target,
    });
    const setUp = (calls, p, side) => percentile(calls.map(side), p);
    return [
      row(
        `set-up p50, both sides (ms)`,
        setUp(floor, 50, bothSides),
        setUp(app, 50, bothSides),
        BUDGETS.callSetup.max,
      ),
      row(
        `set-up p95, both sides (ms)`,
        setUp(floor, 95, bothSides),
        setUp(app, 95, bothSides),
        BUDGETS.callSetup.max,
      ),
      row(
        `set-up p50, caller (ms)`,
        setUp(floor, 50, (c) => c.caller),
        setUp(app, 50, (c) => c.caller),
      ),
      row(
        `set-up p50, callee (ms)`,
        setUp(floor, 50, (c) => c.callee),
        setUp(app, 50, (c) => c.callee),
      ),
      row(
        `${CALL_SECONDS} s call: main-thread CPU, 2 pages (s)`,
        floorLoad.mainThreadCpu,
        appLoad.mainThreadCpu,
      ),
      row(`${CALL_SECONDS} s call: browser CPU, all processes (s)`, floorLoad.browserCpu, appLoad.browserCpu),
      row(`${CALL_SECONDS} s call: JS heap per page (MB)`, floorLoad.heapMb, appLoad.heapMb),
    ];
  } finally {
    floorServer.close();
    product.stop();
  }
}

export function printCallTable(rows) {
  printComparison({
    title: `calls: the app vs bare livekit-client on the same SFU (${CALLS} calls each; set-up = Accept → first decoded remote frame)`,
    baseline: { label: 'floor', key: 'floor' },
    value: { label: 'app', key: 'app' },
    rows,
    decimals: 1,
    width: 46,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printCallTable(await benchCalls());
  process.exit(0);
}
