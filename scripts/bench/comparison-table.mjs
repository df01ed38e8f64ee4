// The tables of the benches that measure two things side by side (scripts/bench/realtime.mjs,
// scripts/bench/calls.mjs): each row's baseline, value, their ratio and the row's target, if any.

/**
 * Prints `title`, then one line per row: `row.measure`, `row[baseline.key]`, `row[value.key]`,
 * `row.ratio` and `≤ row.target ok|MISS` when the row has a target.
 */
export function printComparison({ title, baseline, value, rows, decimals = 2, width = 42 }) {
  console.log(`\n${title}`);
  console.log(
    'measure'.padEnd(width) +
      baseline.label.padStart(10) +
      value.label.padStart(10) +
      'ratio'.padStart(8) +
      'target'.padStart(9),
  );
  for (const row of rows) {
    const ratio = row.ratio === null ? '–' : row.ratio.toFixed(2);
    const verdict =
      row.target && row.ratio !== null ? `≤ ${row.target} ${row.ratio <= row.target ? 'ok' : 'MISS'}` : '';
    console.log(
      row.measure.padEnd(width) +
        row[baseline.key].toFixed(decimals).padStart(10) +
        row[value.key].toFixed(decimals).padStart(10) +
        ratio.padStart(8) +
        verdict.padStart(12),
    );
  }
}
