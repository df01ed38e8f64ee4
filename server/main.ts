/**
 * The app's HTTP server in production (`npm start`, the container): Next.js behind the one
 * client-address rule (lib/http/client-address.ts, docs/architecture.md §4). Next on its own
 * keeps a client-sent X-Forwarded-For, which would let anyone pick the address every per-address
 * limit is keyed on; here every request gets its address from the socket, or from a trusted proxy.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { applyClientAddress, trustedProxyList } from '@/lib/http/client-address';
import { listenAddresses } from '@/lib/http/listen-addresses';
import {
  knownSiteOfHost,
  refusesUnknownHosts,
  requestHost,
  UNKNOWN_HOST_ANSWER,
} from '@/lib/routing/resolve-site';
import { parseServerEnv } from '@/lib/env/server-schema';

const env = parseServerEnv(process.env);
const proxies = env.TRUST_PROXY ? trustedProxyList(env.TRUSTED_PROXIES) : null;
const addresses = listenAddresses(env.HOST);
const app = next({ dev: false, port: env.PORT, hostname: env.HOST ? addresses[0] : 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const refuseUnknown = refusesUnknownHosts(env.UNKNOWN_HOSTS);

function onRequest(request: IncomingMessage, response: ServerResponse) {
  applyClientAddress(request.headers, request.socket.remoteAddress, proxies);
  // The middleware refuses unknown hosts for pages; here the API routes and files are covered too.
  if (refuseUnknown) {
    const headers = { get: (name: string) => [request.headers[name]].flat()[0] ?? null };
    if (!knownSiteOfHost(requestHost(headers, env.TRUST_PROXY), env.SITE_HOSTS)) {
      response.writeHead(UNKNOWN_HOST_ANSWER.status, UNKNOWN_HOST_ANSWER.headers);
      response.end(UNKNOWN_HOST_ANSWER.body);
      return;
    }
  }
  void handle(request, response);
}

for (const host of addresses) {
  const server = createServer(onRequest);
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(env.PORT, host, listening);
  });
  console.log(`[app] listening on ${host.includes(':') ? `[${host}]` : host}:${env.PORT}`);
}
