import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerEnv } from '@/lib/env/server-schema';
import { inlineScriptHashes } from '@/lib/http/inline-scripts';
import { policySources } from '@/lib/http/policy-sources';
import { contentSecurityPolicy } from '@/lib/http/security-headers.mjs';
import { applyContentSecurityPolicy } from '@/server/content-security-policy';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PAGE_DATA = 'self.__next_f.push([1,"a\\u003cb"])';
const THEME = 'document.documentElement.dataset.theme="dark"';
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async></script>
<script>${THEME}</script><script type="application/ld+json">{"@type":"Offer"}</script></head>
<body><p>é</p><script>${PAGE_DATA}</script><script type="module">${THEME}</script></body></html>`;

describe('inline script hashes', () => {
  it('hashes each inline script once, as written, and skips external scripts and data blocks', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([hashOf(THEME), hashOf(PAGE_DATA)]);
  });
});

describe('policy sources', () => {
  const env = (values: Record<string, string> = {}) =>
    parseServerEnv({ LIVEKIT_URL: 'ws://localhost:7880', REALTIME_PORT: '3001', ...values });

  it('lists the realtime server on the page host, LiveKit, and nothing wide open', () => {
    const { connect, images } = policySources(env(), 'bond.localhost');
    expect(connect).toEqual([
      'ws://bond.localhost:3001',
      'http://bond.localhost:3001',
      'wss://bond.localhost:3001',
      'https://bond.localhost:3001',
      'ws://localhost:7880',
      'http://localhost:7880',
    ]);
    expect(images).toEqual([]);
    const policy = contentSecurityPolicy({ scripts: [hashOf(THEME)], connect, images });
    expect(policy).toContain(`script-src 'self' ${hashOf(THEME)};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toMatch(/(connect|img)-src[^;]* (https?|wss?):(;| )/);
  });

  it('follows a public realtime URL, a public LiveKit URL and the media bucket', () => {
    const { connect, images } = policySources(
      env({
        REALTIME_PUBLIC_URL: 'wss://rt.example.com',
        LIVEKIT_PUBLIC_URL: 'wss://sfu.example.com',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com/media',
      }),
      'bond.example',
    );
    expect(connect).toEqual([
      'wss://rt.example.com',
      'https://rt.example.com',
      'wss://sfu.example.com',
      'https://sfu.example.com',
    ]);
    expect(images).toEqual(['https://cdn.example.com']);
  });
});

describe('the response filter of the app server', () => {
  let origin = '';
  const routes: Record<string, (response: ServerResponse) => void> = {
    // As Next streams a page: headers first, then chunks, compressed.
    '/streamed': (response) => {
      const body = gzipSync(PAGE);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      response.write(body.subarray(0, 10));
      response.write(body.subarray(10));
      response.end();
    },
    '/whole': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(PAGE);
    },
    '/not-modified': (response) => {
      response.writeHead(304, { etag: '"page"' });
      response.end();
    },
    '/json': (response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    },
  };
  const server = createServer((request, response) => {
    applyContentSecurityPolicy(response, (scripts) => `script-src 'self' ${scripts.join(' ')}`.trim());
    routes[request.url!]!(response);
  });

  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it.each(['/streamed', '/whole'])(
    'lists the inline scripts of a page (%s) and sends it unchanged',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(
        `script-src 'self' ${hashOf(THEME)} ${hashOf(PAGE_DATA)}`,
      );
      expect(await response.text()).toBe(PAGE);
    },
  );

  it('leaves a 304 without a policy, so the cached page keeps the one listing its scripts', async () => {
    const response = await fetch(`${origin}/not-modified`);
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('gives other responses the policy without inline scripts', async () => {
    const response = await fetch(`${origin}/json`);
    expect(response.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(await response.json()).toEqual({ ok: true });
  });
});
