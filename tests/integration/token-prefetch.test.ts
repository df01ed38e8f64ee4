import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CallTokenError } from '@/lib/calls/token-client';
import { prefetchCallToken, takeCallToken } from '@/lib/calls/token-prefetch';

// A token service over real HTTP: counts the requests, answers 500 or never when told to.
let server: Server;
let tokenServiceUrl: string;
let requests = 0;
let mode: 'ok' | 'fail-once' | 'hang' = 'ok';

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    if (mode === 'hang') return;
    if (mode === 'fail-once') {
      mode = 'ok';
      return void response.writeHead(500, { 'content-type': 'application/json' }).end('{}');
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ token: `token-${requests}`, url: 'ws://sfu.example' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  tokenServiceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

let room = 0;
beforeEach(() => {
  requests = 0;
  mode = 'ok';
  room += 1;
});

const request = () => ({ tokenServiceUrl, apiToken: 'api', roomName: `a_b${room}`, participantName: 'Pa' });

describe('join tokens fetched ahead of the join (docs/architecture.md §6)', () => {
  it('hands the prefetched token to the join, once, without asking twice', async () => {
    prefetchCallToken(request());
    prefetchCallToken(request());
    expect(await takeCallToken(request())).toEqual({ token: 'token-1', url: 'ws://sfu.example' });
    expect(requests).toBe(1);
    expect((await takeCallToken(request())).token).toBe('token-2');
  });

  it('keeps rooms and names apart', async () => {
    prefetchCallToken(request());
    await takeCallToken({ ...request(), participantName: 'Other' });
    expect(requests).toBe(2);
  });

  it('asks again when the prefetch failed', async () => {
    mode = 'fail-once';
    prefetchCallToken(request());
    expect((await takeCallToken(request())).token).toBe('token-2');
  });

  it("gives up on a prefetch that does not answer when the join's time limit ends", async () => {
    mode = 'hang';
    prefetchCallToken(request());
    const taken = takeCallToken({ ...request(), signal: AbortSignal.timeout(50) });
    await expect(taken).rejects.toBeInstanceOf(CallTokenError);
    await expect(taken).rejects.toMatchObject({ status: 0 });
  });
});
