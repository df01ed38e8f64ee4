// The serverless package of docs/deploy.md "Path A" on this machine, for the e2e test and the
// bench: `open-next build` with open-next.local.config.ts, and a stand-in for the Lambda runtime
// that loads the generated function's real handler (scripts/lib/lambda-runtime.mjs) and invokes it
// with API Gateway v2 (HTTP API) events.
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);
export const FUNCTION_DIR = join(root, '.open-next', 'server-functions', 'default');

/**
 * Packages the app into .open-next. `reuseBuild` takes the existing .next, which must have been
 * built with NEXT_OUTPUT=standalone (the e2e server's build is); otherwise OpenNext builds it.
 */
export async function packageServerless({ reuseBuild = true, env = process.env } = {}) {
  if (reuseBuild && !existsSync(join(root, '.next', 'standalone')))
    throw new Error('.next has no standalone output: build with NEXT_OUTPUT=standalone');
  const child = spawn('npx', ['open-next', 'build', '--config-path', 'open-next.local.config.ts'], {
    cwd: root,
    env: { ...env, OPEN_NEXT_REUSE_BUILD: reuseBuild ? '1' : '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-6000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const code = await new Promise((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`open-next build failed (${code}):\n${output}`);
  return FUNCTION_DIR;
}

/**
 * An API Gateway v2 event as the HTTP API sends it to Lambda: `path` with its query, the Host that
 * picks the site, cookies apart from the headers, a binary body in base64.
 */
export function apiGatewayEvent(
  path,
  { method = 'GET', host, headers = {}, cookies = [], body, sourceIp = '203.0.113.7' },
) {
  const [rawPath, rawQueryString = ''] = path.split('?');
  const userAgent = headers['user-agent'] ?? 'Mozilla/5.0 (X11; Linux x86_64) serverless-test';
  const binary = Buffer.isBuffer(body);
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString,
    cookies,
    headers: {
      host,
      'user-agent': userAgent,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': sourceIp,
      ...headers,
    },
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host.split(':')[0],
      domainPrefix: host.split('.')[0],
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp, userAgent },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(body === undefined ? {} : { body: binary ? body.toString('base64') : body }),
    isBase64Encoded: binary,
  };
}

/**
 * One Lambda execution environment: a process that loads the handler (the cold start) and then
 * takes one invocation at a time. `coldStartMs`: from the process start to the handler loaded.
 */
export async function startLambda({ env, functionDir = FUNCTION_DIR }) {
  const startedAt = performance.now();
  const child = fork(join(root, 'scripts', 'lib', 'lambda-runtime.mjs'), [functionDir], {
    cwd: functionDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-6000)));
  const pending = new Map();
  await new Promise((ready, failed) => {
    child.once('exit', (code) => failed(new Error(`the function exited (${code}) while loading: ${stderr}`)));
    child.on('message', (message) => {
      if (message.ready) return ready();
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(`${message.error}\n${stderr}`));
      else waiting?.resolve({ response: message.response, ms: message.ms });
    });
  });
  const coldStartMs = performance.now() - startedAt;
  child.removeAllListeners('exit');
  child.once('exit', (code) => {
    for (const { reject } of pending.values()) reject(new Error(`the function exited (${code}): ${stderr}`));
    pending.clear();
  });
  let nextId = 0;
  return {
    coldStartMs,
    /** The end of what the function wrote to stderr: its logs, for a failing test's message. */
    log: () => stderr,
    /** Resolves with the handler's answer and how long it took. */
    invoke(event) {
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, event });
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
