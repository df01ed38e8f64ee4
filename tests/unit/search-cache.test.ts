import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { cachedSearch, forgetSearches } = await import('@/lib/listings/search-cache');

describe('the search cache', () => {
  it('runs a burst of the same search once and answers the rest from memory', async () => {
    const load = vi.fn(async () => ({ total: 3 }));
    const answers = await Promise.all([1, 2, 3].map(() => cachedSearch('bond', 'q=tram', load)));
    expect(answers).toEqual([{ total: 3 }, { total: 3 }, { total: 3 }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps searches of different scopes and queries apart', async () => {
    await cachedSearch('tutor', 'q=math', async () => 'tutor math');
    await cachedSearch('walk', 'q=math', async () => 'walk math');
    expect(await cachedSearch('tutor', 'q=math', async () => 'reloaded')).toBe('tutor math');
    expect(await cachedSearch('walk', 'q=math', async () => 'reloaded')).toBe('walk math');
  });

  it('does not remember a failed search', async () => {
    await expect(
      cachedSearch('bible', 'q=x', async () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cachedSearch('bible', 'q=x', async () => 'recovered')).toBe('recovered');
  });

  it('forgets only the changed scope when a listing changes', async () => {
    await cachedSearch('estate', 'q=flat', async () => 'old estate');
    await cachedSearch('dogs', 'q=flat', async () => 'old dogs');
    forgetSearches('estate');
    expect(await cachedSearch('estate', 'q=flat', async () => 'new estate')).toBe('new estate');
    expect(await cachedSearch('dogs', 'q=flat', async () => 'new dogs')).toBe('old dogs');
  });
});
