/** The e2e server's port (E2E_PORT); its realtime server listens on the next one, its SFU ten above. */
export const PORT = Number(process.env.E2E_PORT || 3100);

/**
 * The settings the e2e server starts with (playwright.config.ts), which the instances of
 * instances.spec.ts share: one build answers for both only with the same build-time settings.
 */
export const E2E_SERVER_ENV = {
  SITE_URL_TEMPLATE: `http://{id}.localhost:${PORT}`,
  DATA_DIR: '.data/e2e',
  // Test-only: lets "add media from URL" fetch the test's own image server on loopback.
  MEDIA_URL_ALLOW_LOOPBACK: '1',
  // The browsers stand for visitors behind a proxy on this machine: the fixture gives each test
  // its own X-Forwarded-For, believed from loopback only (tests/e2e/client-address.spec.ts).
  TRUST_PROXY: '1',
  // As in production: a host no site claims gets 421 (tests/e2e/client-address.spec.ts).
  UNKNOWN_HOSTS: 'refuse',
  // Tests count offers, results and unread messages from an empty start: no demo content here.
  // tests/e2e/demo-content.spec.ts seeds one site itself; tests/integration/demo-content.test.ts
  // seeds them all.
  SEED_DEMO_CONTENT: '0',
  // Also the standalone output, which serverless.spec.ts packages for AWS instead of building again.
  NEXT_OUTPUT: 'standalone',
} as const;
