// Memory flat: RSS of named processes sampled every few seconds during the load, then the mean of
// the last quarter of the samples against the mean of the second quarter (the first quarter is
// warm-up: JIT, caches, socket buffers).
import { setTimeout as delay } from 'node:timers/promises';
import { rssKb } from './proc.mjs';

/**
 * Samples `targets` ({ name: () => pid }) at t = 0, every, 2·every … up to `seconds`, on absolute
 * times so the count is fixed: floor(seconds / every) + 1 samples. Returns { promise, stop }.
 */
export function sampleMemory({ targets, seconds, everyMs = 5_000 }) {
  const samples = [];
  let stopped = false;
  const started = Date.now();
  const count = Math.floor((seconds * 1000) / everyMs) + 1;
  const promise = (async () => {
    for (let index = 0; index < count && !stopped; index += 1) {
      const wait = started + index * everyMs - Date.now();
      if (wait > 0) await delay(wait);
      if (stopped) break;
      const sample = { t: (Date.now() - started) / 1000 };
      for (const [name, pid] of Object.entries(targets)) sample[name] = rssKb(pid());
      samples.push(sample);
    }
    return samples;
  })();
  return { promise, stop: () => (stopped = true), samples };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Growth of the last quarter over the second quarter, per process. With fewer than `minSamples`
 * the growth is shown but the verdict is `null` (skipped): the Next server's RSS climbs for its
 * first ~15 s under load, so in a short run the "second quarter" is still warm-up (a 20 s run has
 * 5 samples: the second quarter is the one at t = 5 s). A process that vanished fails.
 */
export function flatness(samples, name, maxGrowth, minSamples = 8) {
  const values = samples.map((sample) => sample[name]).filter((value) => Number.isFinite(value));
  const missing = samples.length - values.length;
  const result = { name, samples: values, missing, maxGrowth, minSamples, growth: null, pass: null };
  if (missing) return { ...result, pass: false };
  if (values.length < 4) return result;
  const quarter = Math.floor(values.length / 4);
  const second = mean(values.slice(quarter, 2 * quarter));
  const last = mean(values.slice(values.length - quarter));
  const growth = last / second - 1;
  return {
    ...result,
    quarter,
    secondQuarterMeanKb: second,
    lastQuarterMeanKb: last,
    growth,
    pass: values.length < minSamples ? null : growth <= maxGrowth,
  };
}
