import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * Two projects, one `vitest run`: the unit and integration tests run in Node with the database
 * started once (global setup); the component tests render React in a DOM (happy-dom) and need no
 * database. Both inherit the `@` alias and the timeouts from here (`extends: true`).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Tests call server modules directly: `server-only` is the empty module it is on the server.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    testTimeout: 20_000,
    // next-intl's ESM imports `next/navigation` without an extension; bundling it lets Node resolve that.
    server: { deps: { inline: ['next-intl'] } },
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/database.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
});
