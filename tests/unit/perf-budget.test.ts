import { BUDGET, budgetReport } from '@/scripts/perf-budget.mjs';

const within = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1800,
  cls: 0,
  tbt: 120,
  jsBodyKB: 150,
};

describe('budgetReport', () => {
  it('says every budget is met when every page is within it', () => {
    const report = budgetReport([
      { page: '/', ...within },
      { page: '/notice', ...within },
    ]);
    expect(report).toHaveLength(8);
    expect(report.every((line) => line.startsWith('  met '))).toBe(true);
    expect(report).toContain('  met    LCP <= 2000 ms (2 of 2)');
    // The JavaScript budget is the home page's only.
    expect(report).toContain(`  met    home page JavaScript <= ${BUDGET.homeJsKB} KB compressed (1 of 1)`);
  });

  it('names the pages outside a budget with their figures', () => {
    const report = budgetReport([
      { page: '/', ...within, tbt: 184, jsBodyKB: 171.2 },
      { page: '/notice', ...within, lcp: 2182.4, tbt: 153 },
      { page: '/gallery', ...within, jsBodyKB: 400 },
    ]);
    expect(report).toContain('  missed LCP <= 2000 ms (2 of 3): /notice 2182');
    expect(report).toContain('  missed TBT <= 150 ms (1 of 3): / 184, /notice 153');
    expect(report).toContain('  missed home page JavaScript <= 170 KB compressed (0 of 1): / 171.2');
    expect(report).toContain('  met    performance >= 95 (3 of 3)');
  });

  it("counts a comparison server's rows as their pages", () => {
    const report = budgetReport([{ page: '/bn (B)', ...within, jsBodyKB: 180 }]);
    expect(report).toContain('  missed home page JavaScript <= 170 KB compressed (0 of 1): /bn (B) 180.0');
  });

  it('treats the budget edges as met', () => {
    const edge = { page: '/', ...within, performance: 95, lcp: 2000, cls: 0.02, tbt: 150, jsBodyKB: 170 };
    expect(budgetReport([edge]).every((line) => line.startsWith('  met '))).toBe(true);
  });
});
