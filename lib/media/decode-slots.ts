/**
 * How many images this process decodes and encodes at once (docs/architecture.md §4 abuse rules).
 * Each one holds up to ~20 MB of pixels and libvips already spreads one image over every core, so
 * more at once only adds memory; the rest wait their turn.
 */
export const DECODE_SLOTS = 2;

let busy = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once a slot is free; slots pass to waiters in arrival order. */
export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy < DECODE_SLOTS) busy += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }
}
