import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { inlineScriptHashes } from '@/lib/http/inline-scripts';

const DECODE: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

type Callback = (error?: Error | null) => void;

/**
 * Sets the Content-Security-Policy of one response (docs/architecture.md §4). An HTML document is
 * held until it is complete, so that the policy can list the hashes of its inline scripts (Next's
 * page data, the theme script) instead of allowing every inline script; its bytes are sent
 * unchanged, so a cached page gets the same header every time and stays cacheable. Other responses
 * pass straight through with the policy for no inline script. Next may compress the document
 * before it reaches here: the hashes are taken from the decoded text.
 */
export function applyContentSecurityPolicy(
  response: ServerResponse,
  policy: (scriptHashes: string[]) => string,
): void {
  const { writeHead, write, end, flushHeaders } = response;
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  const held: Buffer[] = [];

  /** The status and headers wait in the response until the policy is known; Node sends them with the body. */
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (mode === 'pass') return writeHead.apply(this, [statusCode, ...rest] as Parameters<typeof writeHead>);
    const [first, second] = rest;
    if (typeof first === 'string') this.statusMessage = first;
    setHeaders(
      this,
      (typeof first === 'string' ? second : first) as OutgoingHttpHeaders | unknown[] | undefined,
    );
    this.statusCode = statusCode;
    return this;
  } as ServerResponse['writeHead'];

  const decide = () => {
    if (mode !== 'undecided') return mode;
    // A 304 has no body to hash, and its headers replace the cached document's: a policy here would
    // strip the hashes the browser's cached copy needs. Without one, the cached policy stays.
    if (response.statusCode === 304) return (mode = 'pass');
    if (/^text\/html/i.test(String(response.getHeader('content-type') ?? ''))) return (mode = 'hold');
    response.setHeader('Content-Security-Policy', policy([]));
    return (mode = 'pass');
  };

  response.flushHeaders = function (this: ServerResponse) {
    if (decide() === 'pass') flushHeaders.call(this);
  };

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (decide() === 'pass') return write.apply(this, [chunk, ...rest] as Parameters<typeof write>);
    held.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((value) => typeof value === 'function') as Callback | undefined;
    if (callback) queueMicrotask(() => callback());
    return true;
  } as ServerResponse['write'];

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (decide() === 'pass') return end.apply(this, args as Parameters<typeof end>);
    const [chunk, encoding] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      held.push(toBuffer(chunk, encoding));
    const callback = args.find((value) => typeof value === 'function') as Callback | undefined;
    const body = Buffer.concat(held);
    this.setHeader('Content-Security-Policy', policy(inlineScriptHashes(documentText(this, body))));
    mode = 'pass';
    return (end as (chunk: Buffer, callback?: Callback) => ServerResponse).call(this, body, callback);
  } as ServerResponse['end'];
}

function setHeaders(response: ServerResponse, headers: OutgoingHttpHeaders | unknown[] | undefined): void {
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2)
      response.setHeader(String(headers[index]), headers[index + 1] as string | string[]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) response.setHeader(name, value);
  }
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

function documentText(response: ServerResponse, body: Buffer): string {
  const decode = DECODE[String(response.getHeader('content-encoding') ?? '').toLowerCase()];
  return (decode ? decode(body) : body).toString('utf8');
}
