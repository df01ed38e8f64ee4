// The environment of a production app on loopback for the bench and the load test: its own data
// directory and embedded database, demo accounts, plain-http cookies, the launcher's dev values.
import { applyDevDefaults } from './dev-defaults.mjs';

export function productionStackEnv({ port, dataDir, databaseUrl, secret }) {
  return applyDevDefaults({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: secret,
    REALTIME_INTERNAL_SECRET: process.env.REALTIME_INTERNAL_SECRET || secret,
    SEED_DEMO_ACCOUNTS: '1',
    INSECURE_COOKIES: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL_TEMPLATE: process.env.SITE_URL_TEMPLATE || 'http://{id}.localhost:3000',
    // The bench packages the same build for the serverless function (scripts/bench/serverless.mjs).
    NEXT_OUTPUT: 'standalone',
  });
}
