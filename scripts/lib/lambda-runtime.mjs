// The Lambda runtime's part for scripts/lib/serverless.mjs: loads the function's handler once,
// then answers each invocation sent over IPC in turn, with a context object like Lambda's.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const functionDir = process.argv[2];
const { handler } = await import(pathToFileURL(join(functionDir, 'index.mjs')).href);

const context = (id) => ({
  awsRequestId: `local-${id}`,
  functionName: 'server-function',
  functionVersion: '$LATEST',
  memoryLimitInMB: '1024',
  callbackWaitsForEmptyEventLoop: false,
  getRemainingTimeInMillis: () => 30_000,
});

let queue = Promise.resolve();
process.on('message', ({ id, event }) => {
  queue = queue.then(async () => {
    const begun = performance.now();
    try {
      const response = await handler(event, context(id));
      process.send({ id, response, ms: performance.now() - begun });
    } catch (error) {
      process.send({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
});
process.send({ ready: true });
