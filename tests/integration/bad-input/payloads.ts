/** The bad inputs thrown at every door (see ./shared.ts for what is refused, normalised or kept). */
export const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);
export const NUL = 'Ada\u0000Lovelace';
export const LONE_SURROGATE = 'Ada \ud800 Lovelace';
export const RTL_OVERRIDE = 'Ada \u202eecalevoL';
export const ZWJ_FAMILY = 'Family tour 👨\u200d👩\u200d👧\u200d👦';
export const EMOJI_10K = '😀'.repeat(10_000); // 10,000 characters (zod counts code points), 20,000 UTF-16 units
export const SCRIPT = '<script>alert(1)</script>';
export const JS_URL = 'javascript:alert(1)';
export const SQLISH = "'; DROP TABLE listing; --";
/** Text a field must keep exactly as typed: stored as given, and rendered as text, never as markup. */
export const KEPT_AS_TYPED: Array<[string, string]> = [
  ['an RTL override', RTL_OVERRIDE],
  ['a zero-width-joiner emoji sequence', ZWJ_FAMILY],
  ['a script tag', SCRIPT],
  ['a javascript: URL', JS_URL],
  ['SQL-looking text', SQLISH],
];
export const WRONG_TYPES: Array<[string, unknown]> = [
  ['a number', 42],
  ['an array', ['Ada']],
  ['null', null],
  ['a nested object', { first: 'Ada', $ne: '' }],
  ['a boolean', true],
];
export const MALFORMED_JSON: Array<[string, string]> = [
  ['a truncated object', '{"email": "ada@example.com", "password": '],
  ['an unquoted key', '{email: 1}'],
  ['an empty body', ''],
  ['a trailing comma', '{"email": "a@example.com",}'],
  ['a bare word', 'undefined'],
  ['a BOM and garbage', '\ufeff\u0000{}'],
];
