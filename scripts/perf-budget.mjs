// The budgets of DESIGN.md section 7, which `npm run perf` checks its rows against. Change them
// here and in DESIGN.md together.
export const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 150,
  homeJsKB: 170,
};

// The home page in both languages (the only two home URLs the site serves); a "(B)" row of
// COMPARE_URL counts as its page.
const HOME_PAGES = new Set(['/', '/bn']);
const pathOf = (label) => label.replace(/ \(B\)$/, '');

/** A figure of a row that must reach `limit`, or stay within it, printed as `show` gives it. */
const atLeast = (name, key, limit) => ({ name, ok: (r) => r[key] >= limit, show: (r) => r[key] });
const atMost = (name, key, limit, show) => ({ name, ok: (r) => r[key] <= limit, show });

const CHECKS = [
  atLeast(`performance >= ${BUDGET.performance}`, 'performance', BUDGET.performance),
  atLeast(`accessibility ${BUDGET.accessibility}`, 'accessibility', BUDGET.accessibility),
  atLeast(`best practices ${BUDGET.bestPractices}`, 'bestPractices', BUDGET.bestPractices),
  atLeast(`SEO ${BUDGET.seo}`, 'seo', BUDGET.seo),
  atMost(`LCP <= ${BUDGET.lcpMs} ms`, 'lcp', BUDGET.lcpMs, (r) => Math.round(r.lcp)),
  atMost(`CLS <= ${BUDGET.cls}`, 'cls', BUDGET.cls, (r) => r.cls.toFixed(3)),
  atMost(`TBT <= ${BUDGET.tbtMs} ms`, 'tbt', BUDGET.tbtMs, (r) => Math.round(r.tbt)),
  {
    ...atMost(`home page JavaScript <= ${BUDGET.homeJsKB} KB compressed`, 'jsBodyKB', BUDGET.homeJsKB, (r) => r.jsBodyKB.toFixed(1)),
    appliesTo: (r) => HOME_PAGES.has(pathOf(r.page)),
  },
];

/**
 * One line per budget: "met", or "missed" and the pages outside it with their figures.
 * @param {Array<{page: string, performance: number, accessibility: number, bestPractices: number,
 *   seo: number, lcp: number, cls: number, tbt: number, jsBodyKB: number}>} rows
 * @returns {string[]}
 */
export function budgetReport(rows) {
  return CHECKS.flatMap((check) => {
    const measured = rows.filter((r) => !check.appliesTo || check.appliesTo(r));
    if (measured.length === 0) return [];
    const outside = measured.filter((r) => !check.ok(r));
    if (outside.length === 0) return [`  met    ${check.name} (${measured.length} of ${measured.length})`];
    const list = outside.map((r) => `${r.page} ${check.show(r)}`).join(', ');
    return [`  missed ${check.name} (${measured.length - outside.length} of ${measured.length}): ${list}`];
  });
}
