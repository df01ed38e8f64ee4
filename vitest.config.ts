import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Tests call server modules directly: `server-only` is the empty module it is on the server.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/database.ts'],
    testTimeout: 20_000,
    // next-intl's ESM imports `next/navigation` without an extension; bundling it lets Node resolve that.
    server: { deps: { inline: ['next-intl'] } },
    hookTimeout: 60_000,
  },
});
