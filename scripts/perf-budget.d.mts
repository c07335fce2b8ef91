export const BUDGET: {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  homeJsKB: number;
};

/** A row of `npm run perf`: a page's median figures. */
export interface PerfRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsBodyKB: number;
}

export function budgetReport(rows: PerfRow[]): string[];
