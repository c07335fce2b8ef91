import { budgetReport, difference, ratio, throttledReport } from '@/scripts/perf-budget.mjs';

const floor = { page: '(framework alone)', performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1000, cls: 0, tbt: 150, jsBodyKB: 134, htmlGzipKB: 2 };
const within = { ...floor, page: '/', performance: 92, lcp: 1400, tbt: 300, jsBodyKB: 150, htmlGzipKB: 25 };

describe('budgetReport', () => {
  it('judges each page against the framework-alone row of the same rounds', () => {
    const report = budgetReport([within, { ...within, page: '/notice' }], floor);
    expect(report.every((line) => line.startsWith('  met '))).toBe(true);
    expect(report).toContain("  met    TBT <= 2.5x the framework's (150 ms: <= 375 ms) (2 of 2)");
    expect(report).toContain("  met    LCP <= the framework's + 500 ms (1000: <= 1500 ms) (2 of 2)");
    expect(report).toContain('  met    HTML <= 30 KB gzip (2 of 2)');
  });

  it('names the pages outside a budget with their figures', () => {
    const report = budgetReport(
      [
        { ...within, tbt: 1168, performance: 74 },
        { ...within, page: '/bn', htmlGzipKB: 49.2, jsBodyKB: 169 },
      ],
      floor,
    );
    expect(report).toContain("  missed TBT <= 2.5x the framework's (150 ms: <= 375 ms) (1 of 2): / 1168 ms (7.8x)");
    expect(report).toContain("  missed performance >= the framework's - 8 (98: >= 90) (1 of 2): / 74");
    expect(report).toContain("  missed JavaScript <= the framework's + 30 KB (134.0: <= 164.0 KB) (1 of 2): /bn 169.0");
    expect(report).toContain('  missed HTML <= 30 KB gzip (1 of 2): /bn 49.2');
  });

  it('treats the budget edges as met', () => {
    const edge = { ...within, tbt: 375, performance: 90, lcp: 1500, jsBodyKB: 164, cls: 0.02, htmlGzipKB: 30 };
    expect(budgetReport([edge], floor).every((line) => line.startsWith('  met '))).toBe(true);
  });

  it('says the relative budgets are not judged without a framework-alone row', () => {
    const report = budgetReport([within], undefined);
    expect(report[0]).toMatch(/no framework-alone row/);
    expect(report.some((line) => line.startsWith('  m') && line.includes('TBT'))).toBe(false);
    expect(report).toContain('  met    CLS <= 0.02 (1 of 1)');
  });
});

describe('ratio and difference', () => {
  it('write a figure against the framework alone', () => {
    expect(ratio(1168, 150)).toBe('7.8x');
    expect(ratio(10, 0)).toBe('-');
    expect(difference(2479, 1032)).toBe('+1447');
    expect(difference(74, 98)).toBe('-24');
    expect(difference(169.4, 134, 1)).toBe('+35.4');
  });
});

describe('throttledReport', () => {
  const row = { page: '/', lcp: 1800, interactive: 2400, longest: 150, menu: 900, submit: NaN };

  it('judges slow 4G loads by LCP, interactive against the framework alone and the longest task', () => {
    const report = throttledReport([row, { ...row, page: '/bn', interactive: 3300, longest: 413 }], 2000, 'slow-4g');
    expect(report).toContain('  met    LCP <= 2000 ms (2 of 2)');
    expect(report).toContain("  missed interactive <= the framework's + 800 ms (2000: <= 2800 ms) (1 of 2): /bn 3300");
    expect(report).toContain('  missed longest task <= 200 ms (1 of 2): /bn 413');
  });

  it('judges very slow loads by the menu and the admission form, pages without a form aside', () => {
    const report = throttledReport([row, { ...row, page: '/admission', menu: 5200, submit: 5900 }], NaN, 'very-slow');
    expect(report).toEqual(['  missed menu opens <= 5000 ms (1 of 2): /admission 5200', '  met    admission can send <= 6000 ms (2 of 2)']);
  });
});
