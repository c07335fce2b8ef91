import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.2 AA (DESIGN.md section 7). */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page (or inside `include`), one line each with up to three of the
 * elements: an empty list passes, and a failure names what to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`,
  );
}
