#!/usr/bin/env node
// First-load JS of pages: the sum of the gzip sizes of the scripts a page's HTML loads, as a ratio
// to the bare page of the same build (docs/architecture.md §8). Usage: node scripts/bench/first-load-js.mjs [origin]
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';

const origin = process.argv[2] || 'http://localhost:3000';
// Node cannot resolve *.localhost: pass SITE_HOST=bond.localhost:3000 to measure another site.
const headers = process.env.SITE_HOST ? { host: process.env.SITE_HOST } : {};

/** GET over node:http (fetch may not override Host, which selects the site). */
function download(url, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { ...headers, ...extraHeaders } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

export async function firstLoadJs(url, extraHeaders = {}) {
  const html = (await download(url, extraHeaders)).toString('utf8');
  // Module scripts only: the `noModule` polyfills never load in a current browser.
  const tags = [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attrs) => !/nomodule/i.test(attrs));
  const sources = [...new Set(tags.map((attrs) => attrs.match(/src="([^"]+)"/)?.[1]).filter(Boolean))];
  let bytes = 0;
  for (const src of sources) {
    const body = await download(new URL(src, url));
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { bytes, scripts: sources.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = {
    'bare page (baseline)': '/en/bench-baseline',
    'front page': '/en',
    'offer page': process.env.OFFER_PATH || '/en/offer/none',
    'search page': '/en/search?q=x',
    portal: '/en/all',
    'not found': '/en/no-such-page',
    'shell dashboard': '/en/dashboards/crm',
  };
  const baseline = await firstLoadJs(`${origin}${pages['bare page (baseline)']}`);
  console.log('page'.padEnd(24), 'gzip KB'.padStart(9), 'ratio'.padStart(7));
  for (const [name, path] of Object.entries(pages)) {
    const result = name.startsWith('bare') ? baseline : await firstLoadJs(`${origin}${path}`);
    console.log(
      name.padEnd(24),
      (result.bytes / 1024).toFixed(1).padStart(9),
      (result.bytes / baseline.bytes).toFixed(2).padStart(7),
    );
  }
}
