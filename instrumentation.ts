/**
 * Next calls `register()` once when a server starts (Next 16 instrumentation). A production
 * server without its required secrets stops here, naming them (README "Configuration"), instead of
 * failing on the first request that needs one. Then the periodic cleanup of unattached uploads
 * starts (docs/architecture.md §4 abuse rules).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkServerEnvAtStartup } = await import('./lib/env/server');
  checkServerEnvAtStartup();
  const { scheduleMediaCleanup } = await import('./lib/media/cleanup-schedule');
  scheduleMediaCleanup();
}
