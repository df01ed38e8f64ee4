/** What both progress pages show: the variants and some fixed values of sample tasks. */
export const PROGRESS_VARIANTS = ['default', 'success', 'warning', 'info', 'destructive'] as const;
export const PROGRESS_SAMPLES = [
  ['profile', 25],
  ['photos', 50],
  ['listing', 75],
  ['verified', 100],
] as const;
