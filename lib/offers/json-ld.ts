/**
 * JSON for an inline <script>: `<` is escaped so that text such as `</script>` in a description
 * cannot end the script element; U+2028/U+2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
