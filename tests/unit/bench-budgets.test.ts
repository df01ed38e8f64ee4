import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the bench
import { BUDGETS, describeBudget, meetsBudget, rowFailures } from '../../scripts/bench/budgets.mjs';
// @ts-expect-error plain ESM module of the bench
import { eachPathOnce } from '../../scripts/bench/each-path-once.mjs';
// @ts-expect-error plain ESM module of the bench
import { middlewareBundleBytes } from '../../scripts/lib/middleware-bundle.mjs';

const row = (value: number, baseline: number) => ({ value, baseline, ratio: value / baseline });

describe('bench budgets (docs/architecture.md §8)', () => {
  it('bounds first-load JS above the bare page: the sign-in page may add 60 KB', () => {
    expect(meetsBudget(row(194, 134), BUDGETS.signInPage)).toBe(true);
    expect(meetsBudget(row(194.1, 134), BUDGETS.signInPage)).toBe(false);
    expect(describeBudget(BUDGETS.signInPage)).toBe('≤ +60');
  });

  it('bounds ratios from below: through the middleware at least 0.7× the page without it', () => {
    expect(meetsBudget(row(70, 100), BUDGETS.throughMiddleware)).toBe(true);
    expect(meetsBudget(row(69, 100), BUDGETS.throughMiddleware)).toBe(false);
    expect(describeBudget(BUDGETS.throughMiddleware)).toBe('≥ 0.70×');
  });

  it('bounds scores by value: SEO must be 100', () => {
    expect(meetsBudget({ value: 100, baseline: 100, ratio: 1 }, BUDGETS.fullScore)).toBe(true);
    expect(meetsBudget({ value: 99, baseline: 100, ratio: 0.99 }, BUDGETS.fullScore)).toBe(false);
  });

  it('fails a row whose budget is missed or whose requests failed, even a row without a budget', () => {
    const fine = { ...row(70, 100), budget: BUDGETS.throughMiddleware, failed: 0 };
    expect(rowFailures(fine)).toEqual([]);
    expect(rowFailures({ ...fine, value: 69, ratio: 0.69 })).toEqual(['budget missed']);
    expect(rowFailures({ ...fine, value: 69, ratio: 0.69, failed: 3 })).toEqual([
      'budget missed',
      'failed requests: 3',
    ]);
    expect(rowFailures({ ...row(40, 100), failed: 1 })).toEqual(['failed requests: 1']);
    expect(rowFailures(row(40, 100))).toEqual([]);
  });

  it('sums the raw bytes of the chunks the middleware manifest lists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'middleware-bundle-'));
    mkdirSync(join(dir, 'server', 'edge', 'chunks'), { recursive: true });
    writeFileSync(join(dir, 'server', 'edge', 'chunks', 'a.js'), 'x'.repeat(1000));
    writeFileSync(join(dir, 'server', 'edge', 'chunks', 'b.js'), 'y'.repeat(24));
    const files = ['server/edge/chunks/a.js', 'server/edge/chunks/b.js'];
    writeFileSync(
      join(dir, 'server', 'middleware-manifest.json'),
      JSON.stringify({ middleware: { '/': { files, wasm: [], assets: [] } } }),
    );
    expect(middlewareBundleBytes(dir)).toBe(1024);
  });
});

describe('first-render requests (scripts/bench/each-path-once.mjs)', () => {
  type Request = { method: string; path: string; setupRequest(request: object): Request };

  it('asks for each path once across every connection, never one twice', () => {
    const paths = ['/en/offer/a', '/en/offer/b', '/en/offer/c', '/en/offer/d'];
    const [request] = eachPathOnce(paths) as [Request];
    // autocannon builds every request of every connection from this one entry.
    const built = paths.map(() => request.setupRequest({ method: request.method, path: '/' }).path);
    expect(built).toEqual(paths);
    expect(() => request.setupRequest({ method: 'GET', path: '/' })).toThrow(/distinct paths/);
  });
});
