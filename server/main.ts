/**
 * The app's HTTP server in production (`npm start`, the container): Next.js behind the one
 * client-address rule (lib/http/client-address.ts, docs/architecture.md §4). Next on its own
 * keeps a client-sent X-Forwarded-For, which would let anyone pick the address every per-address
 * limit is keyed on; here every request gets its address from the socket, or from a trusted proxy.
 * It also writes each response's Content-Security-Policy (server/content-security-policy.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { applyClientAddress, trustedProxyList } from '@/lib/http/client-address';
import { policySources } from '@/lib/http/policy-sources';
import { contentSecurityPolicy } from '@/lib/http/security-headers.mjs';
import { listenAddresses } from '@/lib/http/listen-addresses';
import {
  knownSiteOfHost,
  refusesUnknownHosts,
  requestHost,
  UNKNOWN_HOST_ANSWER,
} from '@/lib/routing/resolve-site';
import { parseServerEnv } from '@/lib/env/server-schema';
import { applyContentSecurityPolicy } from './content-security-policy';

const env = parseServerEnv(process.env);
const proxies = env.TRUST_PROXY ? trustedProxyList(env.TRUSTED_PROXIES) : null;
const addresses = listenAddresses(env.HOST);
const app = next({ dev: false, port: env.PORT, hostname: env.HOST ? addresses[0] : 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const refuseUnknown = refusesUnknownHosts(env.UNKNOWN_HOSTS);

/** The host name a page was asked for, as its browser sees it (the realtime URL template needs it). */
function hostnameOf(host: string | null): string {
  return host && URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : '';
}

function onRequest(request: IncomingMessage, response: ServerResponse) {
  applyClientAddress(request.headers, request.socket.remoteAddress, proxies);
  const headers = { get: (name: string) => [request.headers[name]].flat()[0] ?? null };
  const host = requestHost(headers, env.TRUST_PROXY);
  // The middleware refuses unknown hosts for pages; here the API routes and files are covered too.
  if (refuseUnknown) {
    if (!knownSiteOfHost(host, env.SITE_HOSTS)) {
      response.writeHead(UNKNOWN_HOST_ANSWER.status, UNKNOWN_HOST_ANSWER.headers);
      response.end(UNKNOWN_HOST_ANSWER.body);
      return;
    }
  }
  const sources = policySources(env, hostnameOf(host));
  applyContentSecurityPolicy(response, (scripts) => contentSecurityPolicy({ ...sources, scripts }));
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
