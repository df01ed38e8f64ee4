/** One slot of a pagination bar: a page number or a gap, named by its side so it can be a React key. */
export type PaginationSlot = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pages a pagination bar shows for page `current` of `total` (both 1-based): always the first
 * and the last, `siblings` on each side of the current one, and an ellipsis for each gap. A gap of
 * a single page shows that page instead, so the bar keeps the same length (2 × siblings + 5 slots)
 * wherever the current page is.
 */
export function paginationRange(current: number, total: number, siblings = 1): PaginationSlot[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(Math.trunc(current), 1), total);
  const slots = 2 * siblings + 5;
  if (total <= slots) return range(1, total);

  // The run of numbers next to the first or last page is long enough to fill the bar without a gap.
  const edgeRun = 2 * siblings + 3;
  const showStartGap = page - siblings > 3;
  const showEndGap = page + siblings < total - 2;

  if (!showStartGap) return [...range(1, edgeRun), 'end-ellipsis', total];
  if (!showEndGap) return [1, 'start-ellipsis', ...range(total - edgeRun + 1, total)];
  return [1, 'start-ellipsis', ...range(page - siblings, page + siblings), 'end-ellipsis', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
