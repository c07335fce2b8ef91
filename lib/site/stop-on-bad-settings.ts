import { settingsProblems } from './settings-check';

/**
 * Stops the server (Node.js only) when a setting cannot be used, naming each one: imported by
 * instrumentation.ts for the Node.js runtime alone, so the Edge build never sees process.exit.
 */
export function stopOnBadSettings(): void {
  const problems = settingsProblems();
  if (problems.length === 0) return;
  console.error(`The site cannot start with these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
