import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, BlockList } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { Server } from 'socket.io';
import { requestClientAddress } from '@/lib/http/client-address';
import { SOCKET_PATH } from '@/lib/realtime/protocol';
import { verifyApiToken } from '@/lib/auth/api-token-verify';
import { createHttpEndpoints } from './http-endpoints';
import { sessionSocketsRoom, userSocketsRoom } from './rooms';
import { MAX_FRAME_BYTES, SHUTDOWN_GRACE_MS } from './limits';
import { defaultJwksUrl } from './config';
import { createLogger, errorMessage, type Logger, type LogLevel } from './logger';
import { createOriginCheck } from './origins';
import { connectRedisAdapter } from './redis-adapter';
import { attachSocketHandlers } from './socket-handlers';
import { TokenRevocations } from './token-revocations';
import type { RealtimeIo, RealtimeSocket } from './types';

export interface RealtimeServerOptions {
  /** Where API token keys come from; default: the app's JWKS at `jwksUrl` (jose caches the keys). */
  jwks?: JWTVerifyGetKey;
  jwksUrl?: string;
  /** The bearer secret of POST /internal/publish; without one, publishing is refused. */
  internalSecret?: string;
  /** With a URL, rooms span every instance on that Redis (Socket.IO Redis adapter). */
  redisUrl?: string;
  /** Exact browser origins allowed besides the sites' hosts and *.localhost. */
  allowedOrigins?: readonly string[];
  /** `sourcesrv` of every room message and the `instance` of every log line. */
  instanceName: string;
  logLevel?: LogLevel;
  logger?: Logger;
  /** Proxies whose x-forwarded-for is believed (TRUST_PROXY=1); otherwise the socket peer is the client. */
  trustedProxies?: BlockList | null;
}

export interface RealtimeServer {
  httpServer: HttpServer;
  io: RealtimeIo;
  /** Resolves with the bound port (pass 0 for a random one). */
  listen(port: number, host?: string): Promise<number>;
  /** Disconnects every socket (clients reconnect elsewhere), stops HTTP and quits Redis. */
  close(): Promise<void>;
}

const STATS_INTERVAL_MS = 60_000;
/** The instances' own message (Redis adapter) that spreads a token revocation. */
const REVOKE_TOKENS_EVENT = 'revoke-tokens';
/** setTimeout's longest delay; API tokens live minutes, so this only guards the arithmetic. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A socket lives no longer than the token it connected with: the client reconnects with its
 * refreshed token before then (lib/realtime/connection.ts), so only a stale client is cut off.
 */
function closeWhenExpired(socket: RealtimeSocket, expiresAt: number): void {
  const timer = setTimeout(
    () => socket.disconnect(true),
    Math.min(MAX_TIMER_MS, Math.max(0, expiresAt * 1000 - Date.now())),
  );
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}

export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const { instanceName, internalSecret } = options;
  const log = options.logger ?? createLogger(instanceName, options.logLevel);
  const jwks = options.jwks ?? createRemoteJWKSet(new URL(options.jwksUrl ?? defaultJwksUrl()));
  const isAllowedOrigin = createOriginCheck(options.allowedOrigins);
  const redis = options.redisUrl ? connectRedisAdapter(options.redisUrl, log) : null;

  const httpServer = createServer();
  const io: RealtimeIo = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    maxHttpBufferSize: MAX_FRAME_BYTES,
    cors: { origin: (origin, callback) => callback(null, isAllowedOrigin(origin)) },
    // CORS does not apply to WebSocket upgrades: the Origin check that matters happens here.
    allowRequest: (request, callback) => {
      const allowed = isAllowedOrigin(request.headers.origin);
      if (!allowed) log.info('origin-refused', { origin: request.headers.origin });
      callback(null, allowed);
    },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  const revocations = new TokenRevocations();
  io.on(REVOKE_TOKENS_EVENT, (siteId: string, userId: string, issuedUntil: number) =>
    revocations.revoke(siteId, userId, issuedUntil),
  );
  const revokeTokens = (siteId: string, userId: string) => {
    const issuedUntil = Math.floor(Date.now() / 1000);
    revocations.revoke(siteId, userId, issuedUntil);
    if (redis) io.serverSideEmit(REVOKE_TOKENS_EVENT, siteId, userId, issuedUntil);
  };
  httpServer.on(
    'request',
    createHttpEndpoints({
      io,
      instanceName,
      internalSecret,
      log,
      redisStatus: () => redis?.status() ?? 'off',
      trustedProxies: options.trustedProxies ?? null,
      revokeTokens,
    }),
  );

  const stats = { accepted: 0, refused: 0 };
  // docs/product.md §7: the API token arrives as the `token` query parameter of the handshake.
  io.use((socket, next) => {
    verifyApiToken(socket.handshake.query.token, jwks)
      .then((check) => {
        const revoked = check.ok && revocations.refuses(check.user.siteId, check.user.userId, check.issuedAt);
        if (!check.ok || revoked) {
          stats.refused += 1;
          log.info('connect-refused', {
            reason: check.ok ? 'revoked' : check.refusal,
            address: requestClientAddress(
              socket.handshake.headers,
              socket.handshake.address,
              options.trustedProxies ?? null,
            ),
          });
          return next(new Error('unauthorized'));
        }
        stats.accepted += 1;
        socket.data = check.user;
        closeWhenExpired(socket, check.expiresAt);
        next();
      })
      .catch((error: unknown) => log.error('connection-failed', { error: errorMessage(error) }));
  });
  io.on('connection', (socket) => {
    const { userId, siteId, sessionKey } = socket.data;
    log.debug('connected', { userId, siteId });
    void socket.join(userSocketsRoom(siteId, userId));
    if (sessionKey) void socket.join(sessionSocketsRoom(siteId, sessionKey));
    attachSocketHandlers(socket, { io, instanceName, log });
  });

  let reported = '';
  const statsTimer = setInterval(() => {
    const line = { ...stats, connections: io.engine.clientsCount };
    if (JSON.stringify(line) !== reported) log.info('connection-stats', line);
    reported = JSON.stringify(line);
  }, STATS_INTERVAL_MS).unref();

  let closing: Promise<void> | null = null;
  async function close(): Promise<void> {
    clearInterval(statsTimer);
    const ioClosed = io.close();
    httpServer.closeIdleConnections();
    await Promise.race([ioClosed, delay(SHUTDOWN_GRACE_MS)]);
    httpServer.closeAllConnections();
    await redis?.close();
    log.info('stopped', { ...stats });
  }

  return {
    httpServer,
    io,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const bound = (httpServer.address() as AddressInfo).port;
          log.info('listening', { host, port: bound, redis: redis ? 'on' : 'off' });
          resolve(bound);
        });
      });
    },
    close: () => (closing ??= close()),
  };
}
