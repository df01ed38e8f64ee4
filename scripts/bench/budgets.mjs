// docs/architecture.md §8 budgets, declared once. `npm run bench` prints each beside its figure and exits
// non-zero, after printing everything, when one is missed or a row had failed requests. Each budget
// bounds one figure of a row: `value` (its measure), `ratio` (against the row's baseline) or `above`
// (value − baseline).
export const BUDGETS = {
  // First-load JS (gzip KB).
  frontPage: { of: 'ratio', max: 1.1 },
  offerPage: { of: 'ratio', max: 1.1 },
  signInPage: { of: 'above', max: 60 },
  inbox: { of: 'above', max: 100 },
  listingForm: { of: 'above', max: 150 },
  callPage: { of: 'above', max: 150 },
  // Raw kB (1000 bytes) of the Edge middleware's files; the build check enforces it too.
  middlewareBundle: { of: 'value', max: 170 },
  // Lighthouse (mobile) scores of the front and offer pages.
  performance: { of: 'value', min: 98 },
  fullScore: { of: 'value', min: 100 },
  // requests/s against the row's baseline.
  throughMiddleware: { of: 'ratio', min: 0.7 },
  cachedOffer: { of: 'ratio', min: 0.5 },
  // The realtime relay against a bare Socket.IO echo (scripts/bench/realtime.mjs).
  realtimeLatencyP99: { of: 'ratio', max: 2 },
  realtimeMemoryPerSocket: { of: 'ratio', max: 1.5 },
  // Call set-up, Accept → first remote frame on both sides, against bare livekit-client (scripts/bench/calls.mjs).
  callSetup: { of: 'ratio', max: 1.5 },
};

/** The figure a budget bounds, for a row `{ value, baseline, ratio }`. */
export function budgetFigure(row, budget) {
  if (budget.of === 'ratio') return row.ratio;
  if (budget.of === 'above') return row.value - row.baseline;
  return row.value;
}

/** The budget as printed beside its figure, e.g. `≤ +60`, `≥ 0.70×`, `≥ 98`. */
export function describeBudget(budget) {
  const limit = budget.max ?? budget.min;
  const text =
    budget.of === 'ratio' ? `${limit.toFixed(2)}×` : budget.of === 'above' ? `+${limit}` : String(limit);
  return `${budget.max !== undefined ? '≤' : '≥'} ${text}`;
}

export function meetsBudget(row, budget) {
  const figure = budgetFigure(row, budget);
  return budget.max !== undefined ? figure <= budget.max : figure >= budget.min;
}

/**
 * Why a row fails, if it does: its budget missed, or any failed request (non-2xx, error or
 * timeout), since a figure measured over errors says nothing about the page.
 */
export function rowFailures(row) {
  const failures = [];
  if (row.budget && !meetsBudget(row, row.budget)) failures.push('budget missed');
  if (row.failed) failures.push(`failed requests: ${row.failed}`);
  return failures;
}
