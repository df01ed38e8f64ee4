import { describe, expect, it } from 'vitest';
import { paginationRange } from '@/lib/pagination';

describe('paginationRange', () => {
  it('lists every page when they fit in the bar', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lists nothing when there are no pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('puts one gap after the first pages while the current page is near the start', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('puts one gap before the last pages while the current page is near the end', () => {
    expect(paginationRange(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows the siblings of a page in the middle between two gaps', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(paginationRange(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('keeps the same number of slots wherever the current page is', () => {
    for (let page = 1; page <= 30; page += 1) expect(paginationRange(page, 30)).toHaveLength(7);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let page = 1; page <= 30; page += 1) {
      const numbers = paginationRange(page, 30).filter((slot) => typeof slot === 'number');
      for (let index = 1; index < numbers.length; index += 1) {
        expect(numbers[index]! - numbers[index - 1]!).not.toBe(2);
      }
    }
  });

  it('clamps a page outside the range to the first or last page', () => {
    expect(paginationRange(0, 20)).toEqual(paginationRange(1, 20));
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
  });
});
