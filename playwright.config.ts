import { defineConfig } from '@playwright/test';
import { E2E_SERVER_ENV, PORT } from './tests/e2e/server-env';

/** E2E against a production build in Debian's Chromium (no browser download: docs/architecture.md §9). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Fake camera and microphone, permission granted: the call tests run without real devices.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'main', testIgnore: /(faults|calls-sfu|serverless)\.spec\.ts/ },
    // Packaging the build for AWS takes both cores for a minute: after the rest, alone.
    { name: 'serverless', testMatch: /serverless\.spec\.ts/, dependencies: ['main'] },
    // Two browsers encoding video take both cores of a CI machine: the real-SFU calls run after the
    // rest, so timing-bound tests (invitations, the 30 s missed call) do not share the machine with them.
    { name: 'sfu', testMatch: /calls-sfu\.spec\.ts/, dependencies: ['serverless'] },
    // Stops the shared database: runs after every other test, alone.
    { name: 'faults', testMatch: /faults\.spec\.ts/, dependencies: ['sfu'] },
  ],
  webServer: {
    // A fresh embedded database with the seeded demo accounts for every run.
    command: 'node scripts/start.mjs --fresh',
    env: {
      ...E2E_SERVER_ENV,
      PORT: String(PORT),
      REALTIME_PORT: String(PORT + 1),
      // The real SFU when it is installed (scripts/livekit/install.sh), on ports of this run's own.
      LIVEKIT_PORT: String(PORT + 10),
    },
    url: `http://localhost:${PORT}/en/not-authorized`,
    // The first start builds the production app: a few minutes on a two-core machine.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
