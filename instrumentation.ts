/**
 * Runs once when a server starts (Next.js calls it before the first request). A setting the site
 * cannot use stops the server here, naming the setting, rather than failing every form post with
 * a 500 once the site is live (docs/configuration.md).
 */
export async function register() {
  // Only in Node.js: the Edge build drops the import (and with it process.exit, which it warns about).
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('@/lib/site/stop-on-bad-settings')).stopOnBadSettings();
  // A client gone mid-body is not logged with a stack trace (lib/http/client-aborts.ts).
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('@/lib/http/client-aborts')).quietClientAborts();
}
