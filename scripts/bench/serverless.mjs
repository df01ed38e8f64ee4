// The serverless function (docs/deploy.md, "Path A") against the app's own server on the same
// page of the same build: from a new process to its first answer for an offer page nobody asked
// for before (the cold start), then the median of sequential requests for it (warm). The function
// is OpenNext's package of this build (open-next.local.config.ts), its handler invoked in a
// process of its own as one Lambda execution environment; the app's server is server/main.ts.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../lib/embedded-postgres.mjs';
import { apiGatewayEvent, packageServerless, startLambda } from '../lib/serverless.mjs';
import { seedOffers } from './seed-offers.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const WARM_REQUESTS = 30;
// The local site, as for the bench's other rows (their origin is 127.0.0.1).
const HOST = '127.0.0.1';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function appServer(env, path) {
  const port = await freePort();
  const startedAt = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}${path}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (attempt > 2_000) throw new Error('the app server did not answer within 60 s');
      await new Promise((done) => setTimeout(done, 25));
    }
    const coldMs = performance.now() - startedAt;
    const warm = [];
    for (let index = 0; index < WARM_REQUESTS; index += 1) {
      const begun = performance.now();
      await (await fetch(url)).text();
      warm.push(performance.now() - begun);
    }
    return { coldMs, warmMs: median(warm) };
  } finally {
    server.kill('SIGTERM');
  }
}

async function lambdaFunction(env, path) {
  const lambda = await startLambda({ env });
  try {
    const first = await lambda.invoke(apiGatewayEvent(path, { host: HOST }));
    if (first.response.statusCode !== 200)
      throw new Error(`the function answered ${first.response.statusCode}`);
    const warm = [];
    for (let index = 0; index < WARM_REQUESTS; index += 1)
      warm.push((await lambda.invoke(apiGatewayEvent(path, { host: HOST }))).ms);
    return { coldMs: lambda.coldStartMs + first.ms, warmMs: median(warm) };
  } finally {
    await lambda.stop();
  }
}

/** `{ server, lambda }`, each `{ coldMs, warmMs }`. Packages the build first (a minute). */
export async function benchServerless({ env, databaseUrl }) {
  await packageServerless({ env });
  const { offerIds } = await seedOffers(databaseUrl, 2);
  const server = await appServer(env, `/en/offer/${offerIds[0]}`);
  const lambda = await lambdaFunction(env, `/en/offer/${offerIds[1]}`);
  return { server, lambda };
}
