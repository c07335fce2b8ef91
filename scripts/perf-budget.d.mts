export const BUDGET: {
  tbtRatio: number;
  scoreDrop: number;
  lcpExtraMs: number;
  jsExtraKB: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  htmlGzipKB: number;
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
  htmlGzipKB: number;
}

export function ratio(value: number, floorValue: number): string;
export function difference(value: number, floorValue: number, digits?: number): string;
export function budgetReport(rows: PerfRow[], floor: PerfRow | undefined): string[];

export const THROTTLED_BUDGET: { lcpMs: number; interactiveExtraMs: number; longestTaskMs: number; menuMs: number; submitMs: number };
export interface ThrottledRow {
  page: string;
  lcp: number;
  interactive: number;
  longest: number;
  menu: number;
  submit: number;
}
export function throttledReport(rows: ThrottledRow[], floorInteractive: number, profile: 'slow-4g' | 'very-slow'): string[];
