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

// The home page in both languages; a "(B)" row of COMPARE_URL counts as its page.
const HOME_PAGES = new Set(['/', '/bn', '/en']);
const pathOf = (label) => label.replace(/ \(B\)$/, '');

const CHECKS = [
  { name: `performance >= ${BUDGET.performance}`, ok: (r) => r.performance >= BUDGET.performance, show: (r) => r.performance },
  { name: `accessibility ${BUDGET.accessibility}`, ok: (r) => r.accessibility >= BUDGET.accessibility, show: (r) => r.accessibility },
  { name: `best practices ${BUDGET.bestPractices}`, ok: (r) => r.bestPractices >= BUDGET.bestPractices, show: (r) => r.bestPractices },
  { name: `SEO ${BUDGET.seo}`, ok: (r) => r.seo >= BUDGET.seo, show: (r) => r.seo },
  { name: `LCP <= ${BUDGET.lcpMs} ms`, ok: (r) => r.lcp <= BUDGET.lcpMs, show: (r) => Math.round(r.lcp) },
  { name: `CLS <= ${BUDGET.cls}`, ok: (r) => r.cls <= BUDGET.cls, show: (r) => r.cls.toFixed(3) },
  { name: `TBT <= ${BUDGET.tbtMs} ms`, ok: (r) => r.tbt <= BUDGET.tbtMs, show: (r) => Math.round(r.tbt) },
  {
    name: `home page JavaScript <= ${BUDGET.homeJsKB} KB compressed`,
    appliesTo: (r) => HOME_PAGES.has(pathOf(r.page)),
    ok: (r) => r.jsBodyKB <= BUDGET.homeJsKB,
    show: (r) => r.jsBodyKB.toFixed(1),
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
