// Helpers shared by the integration tests: people, listing forms, servers, Redis, sockets and tokens.
import type { ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER } from '@/lib/auth/constants';
import type { Database } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { EMPTY_LISTING } from '@/lib/listings/listing-schema';
import { SOCKET_PATH } from '@/lib/realtime/protocol';
// @ts-expect-error plain ESM module shared with the e2e test and the bench
import * as redisServer from '../../scripts/lib/redis-server.mjs';

/** A TCP port that was free a moment ago on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * A signing key of its own, standing in for the app's token keys: `keys` as the JWKS endpoint
 * serves them, `jwks` for an in-process verifier, `tokenFor` signs an API token (docs/architecture.md §4: issuer,
 * audience, subject) for a member of bond.
 */
export async function testTokenKeys(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const keys: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA' }] };
  const tokenFor = (userId: string, expiresIn = '5m') =>
    new SignJWT({ siteId: 'bond', roles: ['member'], scopes: ['internal'] })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject(userId)
      .setIssuer(API_TOKEN_ISSUER)
      .setAudience(API_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { keys, jwks: createLocalJWKSet(keys), tokenFor };
}

export type SocketOptions = NonNullable<Parameters<typeof connectClient>[1]>;

/** A realtime socket as the browser opens it (docs/product.md §4), without automatic reconnection. */
export function openSocket(url: string, token: string | undefined, options: SocketOptions = {}): Socket {
  return connectClient(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    query: token ? { token } : {},
    ...options,
  });
}

/** Resolves once the socket is connected; rejects with the server's refusal. */
export function whenConnected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The next `event` on the socket, or an error after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * Fails the test in which an unhandled rejection or exception happened: a fault or a bad input must
 * never surface that way, since it would take the server process down.
 */
export function failOnUnhandledErrors(): void {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => void unhandled.push(reason);
  beforeAll(() => {
    process.on('unhandledRejection', record);
    process.on('uncaughtException', record);
  });
  afterAll(() => {
    process.off('unhandledRejection', record);
    process.off('uncaughtException', record);
  });
  afterEach(async () => {
    // A rejection nobody awaited surfaces on a later tick: give it one before looking.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled.splice(0), 'unhandled rejections or exceptions').toEqual([]);
  });
}

/** A complete listing form for bond, with some fields replaced (bad-input tests pass wrong types). */
export function bondListingForm<T extends object>(overrides: T = {} as T) {
  return {
    ...EMPTY_LISTING,
    productName: 'Green municipal bond 2031',
    description: 'A five year bond financing new tram lines, paying a fixed coupon every year.',
    price: '1000',
    location: 'Vienna',
    ...overrides,
  };
}

/** A person without an account (no password, no membership): an owner or sender in repository tests. */
export async function insertPerson(db: Database, name: string): Promise<string> {
  const id = newId();
  await db.insert(user).values({ id, name, email: `${id}@example.com` });
  return id;
}

/** docs/architecture.md §9: Debian's redis-server for the tests of several instances. */
export const REDIS_SERVER: string = redisServer.REDIS_SERVER;
export const hasRedis: boolean = redisServer.hasRedis;
export const startRedisServer: (port: number) => Promise<ChildProcess> = redisServer.startRedisServer;
export const stopRedisServer: (redis: ChildProcess | null) => Promise<void> = redisServer.stopRedisServer;
