import type { Candle } from './chart-spec';

/*
 * Made-up series for the chart types the product keeps no figure for (radar, bubble,
 * candlestick), and for a real chart while its figure is still all zeros. Seeded, so the server
 * draws the same numbers on every request and the tests can pin them.
 */

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Whole counts that wander around `level`, one per slot, never below zero. */
export function sampleCounts(length: number, level: number, seed: number): number[] {
  const random = seededRandom(seed);
  let value = level;
  return Array.from({ length }, () => {
    value = Math.max(0, value + (random() - 0.5) * level * 0.6);
    return Math.round(value);
  });
}

/** Scores from 40 to 100 for each axis of a radar. */
export function sampleScores(axes: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: axes }, () => Math.round(40 + random() * 60));
}

/** Bubbles: cost (x), reach (y) and replies (z) of made-up campaigns. */
export function sampleBubbles(count: number, seed: number): { x: number; y: number; z: number }[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const x = Math.round(100 + random() * 900);
    return { x, y: Math.round(x * (0.6 + random() * 1.8)), z: Math.round(4 + random() * 36) };
  });
}

/** A price's daily candles: a random walk, each day opening where the last one closed. */
export function sampleCandles(count: number, seed: number, start = 100): Candle[] {
  const random = seededRandom(seed);
  const round = (value: number) => Math.round(value * 100) / 100;
  let open = start;
  return Array.from({ length: count }, () => {
    const close = open * (1 + (random() - 0.48) * 0.08);
    const high = Math.max(open, close) * (1 + random() * 0.03);
    const low = Math.min(open, close) * (1 - random() * 0.03);
    const candle: Candle = [round(open), round(high), round(low), round(close)];
    open = close;
    return candle;
  });
}
