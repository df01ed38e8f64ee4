/*
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), for the rows a member exports from a
 * table in the browser. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at
 * the start) is written as text with a leading apostrophe.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: the header row, then one line per row. A byte-order mark lets Excel read UTF-8. */
export function toCsv(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[head, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
