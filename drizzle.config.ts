import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes the SQL migrations in drizzle/ from lib/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './drizzle',
});
