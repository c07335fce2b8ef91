/**
 * Runs once when a server starts (Next.js calls it before the first request). A setting the site
 * cannot use stops the server here, naming the setting, rather than failing every form post with
 * a 500 once the site is live (docs/configuration.md).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { settingsProblems } = await import('@/lib/site/settings-check');
  const problems = settingsProblems();
  if (problems.length === 0) return;
  console.error(`The site cannot start with these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
