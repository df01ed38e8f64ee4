import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { z } from '@/lib/zod';
import { requestClientAddress } from '@/lib/http/client-address';
import { MAX_PAYLOAD_BYTES, personalRoom } from '@/lib/realtime/protocol';
import { SITE_IDS } from '@/sites/hosts';
import { USER_ID_PATTERN } from '@/lib/auth/api-token-verify';
import { MAX_PUBLISH_BODY_BYTES } from './limits';
import { errorMessage, type Logger } from './logger';
import { emitRoomMessage } from './room-message';
import { sessionSocketsRoom, userSocketsRoom } from './rooms';
import type { RealtimeIo } from './types';

/** POST /internal/publish: the app's push "a message was stored for you" (docs/architecture.md §5). */
export const publishBodySchema = z.object({
  siteId: z.enum(SITE_IDS),
  userId: z.string().regex(USER_ID_PATTERN),
  data: z.string().refine((data) => Buffer.byteLength(data) <= MAX_PAYLOAD_BYTES, 'payload-too-large'),
});

/**
 * POST /internal/disconnect: close a user's sockets on a site, or only one session's; `revoke` also
 * refuses the tokens that user holds on that site (a suspended member's browser would reconnect).
 */
export const disconnectBodySchema = z.object({
  siteId: z.enum(SITE_IDS),
  userId: z.string().regex(USER_ID_PATTERN),
  sessionKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  revoke: z.boolean().optional(),
});

interface EndpointContext {
  io: RealtimeIo;
  instanceName: string;
  internalSecret: string | undefined;
  redisStatus: () => string;
  log: Logger;
  trustedProxies: BlockList | null;
  /** Refuses, on every instance, the API tokens the user was issued on the site until now. */
  revokeTokens: (siteId: string, userId: string) => void;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests so neither the content nor the length of the secret leaks through timing. */
function presentsSecret(authorization: string | undefined, secret: string): boolean {
  const presented = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
  return timingSafeEqual(sha256(presented), sha256(secret));
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

/** The body as text, or null past the limit (only read for callers who presented the secret). */
function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The body of an internal request, parsed by `schema`, or null once an error has been answered. */
async function internalBody<T>(
  request: IncomingMessage,
  response: ServerResponse,
  context: EndpointContext,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const { internalSecret, log } = context;
  if (!internalSecret) return (sendJson(response, 503, { error: 'internal-disabled' }), null);
  if (!presentsSecret(request.headers.authorization, internalSecret)) {
    log.warn('internal-unauthorized', {
      path: request.url,
      address: requestClientAddress(request.headers, request.socket.remoteAddress, context.trustedProxies),
    });
    return (sendJson(response, 401, { error: 'unauthorized' }), null);
  }
  const text = await readBody(request, MAX_PUBLISH_BODY_BYTES);
  if (text === null) return (sendJson(response, 413, { error: 'payload-too-large' }), null);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return (sendJson(response, 400, { error: 'bad-request' }), null);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  sendJson(response, 400, {
    error: 'bad-request',
    issues: parsed.error.issues.map((issue) => issue.path.join('.')),
  });
  return null;
}

async function publish(request: IncomingMessage, response: ServerResponse, context: EndpointContext) {
  const body = await internalBody(request, response, context, publishBodySchema);
  if (!body) return;
  const { siteId, userId, data } = body;
  const wrapperId = randomUUID();
  emitRoomMessage(context.io, siteId, {
    room: personalRoom(userId),
    sourcesrv: context.instanceName,
    wrapperId,
    data,
  });
  context.log.debug('published', { siteId, userId });
  sendJson(response, 202, { ok: true, wrapperId });
}

/** Closes the sockets on every instance (through the Redis adapter when there is one). */
async function disconnect(request: IncomingMessage, response: ServerResponse, context: EndpointContext) {
  const body = await internalBody(request, response, context, disconnectBodySchema);
  if (!body) return;
  const { siteId, userId, sessionKey, revoke } = body;
  // Before the sockets close: their clients reconnect at once with the tokens being revoked.
  if (revoke) context.revokeTokens(siteId, userId);
  const room = sessionKey ? sessionSocketsRoom(siteId, sessionKey) : userSocketsRoom(siteId, userId);
  context.io.in(room).disconnectSockets(true);
  context.log.info('disconnected', { siteId, userId, session: Boolean(sessionKey), revoke: Boolean(revoke) });
  sendJson(response, 202, { ok: true });
}

const INTERNAL_ENDPOINTS: Record<string, typeof publish> = {
  '/internal/publish': publish,
  '/internal/disconnect': disconnect,
};

/** Plain HTTP next to Socket.IO on the same port: GET /health, POST /internal/publish and /internal/disconnect. */
export function createHttpEndpoints(context: EndpointContext) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/health') {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendJson(response, 405, { error: 'method-not-allowed' });
      return sendJson(response, 200, {
        ok: true,
        instance: context.instanceName,
        connections: context.io.engine.clientsCount,
        redis: context.redisStatus(),
      });
    }
    const endpoint = INTERNAL_ENDPOINTS[path ?? ''];
    if (endpoint) {
      if (request.method !== 'POST') return sendJson(response, 405, { error: 'method-not-allowed' });
      endpoint(request, response, context).catch((error: unknown) => {
        context.log.error('internal-request-failed', { path, error: errorMessage(error) });
        if (!response.headersSent) sendJson(response, 500, { error: 'internal-error' });
      });
      return;
    }
    sendJson(response, 404, { error: 'not-found' });
  };
}
