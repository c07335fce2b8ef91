import { humanCheckSettings } from '@/lib/human-check/config';
import { instituteApiUrl } from '@/lib/institute/config';
import { submissionSettings } from '@/lib/submissions/config';
import { apiProduct } from './config';

/**
 * Reads every setting that is only read when first needed (a form's post, the human check, the
 * institute API), so that a value the site cannot use is named when the server starts
 * (instrumentation.ts), not met as a 500 on every form post later. Returns the problems found, each once
 * (one setting can be read by two of them).
 */
export function settingsProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems = new Set<string>();
  const checks = [() => apiProduct(env), () => instituteApiUrl(env), () => submissionSettings(env), () => humanCheckSettings(env)];
  for (const check of checks) {
    try {
      check();
    } catch (error) {
      problems.add(error instanceof Error ? error.message : String(error));
    }
  }
  return [...problems];
}
