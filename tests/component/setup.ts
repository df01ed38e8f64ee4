import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library lets React settle after each user-event step by waiting for a `setTimeout(0)`,
// and moves the clock itself only when it sees Jest's fake timers. Under `vi.useFakeTimers()` that
// timeout never fires, so show it the same door Jest would (it looks for `jest.advanceTimersByTime`).
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  // Testing Library unmounts by itself only when test globals are on; they are not here.
  cleanup();
  vi.useRealTimers();
  // Each test starts from a fresh document: no preference cookie, no <html data-…> left over.
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.slice(0, pair.indexOf('='))}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const name of document.documentElement.getAttributeNames()) {
    if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
  }
});
