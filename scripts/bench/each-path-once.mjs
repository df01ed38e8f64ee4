// autocannon walks a `requests` list from its start on every connection: a list of N paths over C
// connections asks for the first N / C paths C times each, which measures cache hits, not first
// renders. These requests share one cursor instead, so each path is asked for exactly once.

/** autocannon `requests` asking for each of `paths` once across all connections (GET). */
export function eachPathOnce(paths) {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest(request) {
        // Never repeat a path: a repeat would be served from the cache and flatter the figure.
        if (next >= paths.length) throw new Error(`more requests than the ${paths.length} distinct paths`);
        return { ...request, path: paths[next++] };
      },
    },
  ];
}
