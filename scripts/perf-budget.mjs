// The budgets of DESIGN.md section 7, instrument 1 and 3, which `npm run perf` judges its rows by.
// The speed budgets are relative to the framework-alone page measured in the same rounds (one
// machine's absolute figures move by several times from the next machine's); the document's
// weight and the other categories are absolute. Change them here and in DESIGN.md together.
export const BUDGET = {
  /** TBT at most this many times the framework alone's. */
  tbtRatio: 2.5,
  /** The performance score at least the framework alone's minus this. */
  scoreDrop: 8,
  /** LCP at most the framework alone's plus this (ms). */
  lcpExtraMs: 500,
  /** Compressed JavaScript at most the framework alone's plus this (KB). */
  jsExtraKB: 30,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** The HTML document, gzip-compressed (KB): markup, inline CSS and the RSC payload. */
  htmlGzipKB: 30,
};

/** A figure of a row against a limit that may depend on the framework-alone row. */
const check = (name, ok, show) => ({ name, ok, show });

/** The checks, with their limits worked out from the framework-alone row `floor`. */
function checksFor(floor) {
  const relative = floor
    ? [
        check(
          `TBT <= ${BUDGET.tbtRatio}x the framework's (${Math.round(floor.tbt)} ms: <= ${Math.round(floor.tbt * BUDGET.tbtRatio)} ms)`,
          (r) => r.tbt <= floor.tbt * BUDGET.tbtRatio,
          (r) => `${Math.round(r.tbt)} ms (${ratio(r.tbt, floor.tbt)})`,
        ),
        check(
          `performance >= the framework's - ${BUDGET.scoreDrop} (${floor.performance}: >= ${floor.performance - BUDGET.scoreDrop})`,
          (r) => r.performance >= floor.performance - BUDGET.scoreDrop,
          (r) => r.performance,
        ),
        check(
          `LCP <= the framework's + ${BUDGET.lcpExtraMs} ms (${Math.round(floor.lcp)}: <= ${Math.round(floor.lcp + BUDGET.lcpExtraMs)} ms)`,
          (r) => r.lcp <= floor.lcp + BUDGET.lcpExtraMs,
          (r) => Math.round(r.lcp),
        ),
        check(
          `JavaScript <= the framework's + ${BUDGET.jsExtraKB} KB (${floor.jsBodyKB.toFixed(1)}: <= ${(floor.jsBodyKB + BUDGET.jsExtraKB).toFixed(1)} KB)`,
          (r) => r.jsBodyKB <= floor.jsBodyKB + BUDGET.jsExtraKB,
          (r) => r.jsBodyKB.toFixed(1),
        ),
      ]
    : [];
  return [
    ...relative,
    check(`CLS <= ${BUDGET.cls}`, (r) => r.cls <= BUDGET.cls, (r) => r.cls.toFixed(3)),
    check(`accessibility ${BUDGET.accessibility}`, (r) => r.accessibility >= BUDGET.accessibility, (r) => r.accessibility),
    check(`best practices ${BUDGET.bestPractices}`, (r) => r.bestPractices >= BUDGET.bestPractices, (r) => r.bestPractices),
    check(`SEO ${BUDGET.seo}`, (r) => r.seo >= BUDGET.seo, (r) => r.seo),
    check(`HTML <= ${BUDGET.htmlGzipKB} KB gzip`, (r) => r.htmlGzipKB <= BUDGET.htmlGzipKB, (r) => r.htmlGzipKB.toFixed(1)),
  ];
}

/** "1.8x": a page's figure against the framework alone's. */
export const ratio = (value, floorValue) => (floorValue > 0 ? `${(value / floorValue).toFixed(1)}x` : '-');

/** "+312", "-4": a difference to the framework alone's, with its sign. */
export const difference = (value, floorValue, digits = 0) => {
  const d = value - floorValue;
  return `${d >= 0 ? '+' : ''}${d.toFixed(digits)}`;
};

/**
 * One line per budget: "met", or "missed" and the pages outside it with their figures. Without
 * `floor` (PERF_FLOOR=0) the relative budgets cannot be judged and are left out, said so.
 * @param {import('./perf-budget.d.mts').PerfRow[]} rows
 * @param {import('./perf-budget.d.mts').PerfRow | undefined} floor
 * @returns {string[]}
 */
export function budgetReport(rows, floor) {
  const lines = checksFor(floor).flatMap(({ name, ok, show }) => {
    if (rows.length === 0) return [];
    const outside = rows.filter((r) => !ok(r));
    if (outside.length === 0) return [`  met    ${name} (${rows.length} of ${rows.length})`];
    const list = outside.map((r) => `${r.page} ${show(r)}`).join(', ');
    return [`  missed ${name} (${rows.length - outside.length} of ${rows.length}): ${list}`];
  });
  if (!floor) lines.unshift('  (no framework-alone row: TBT, score, LCP and JavaScript not judged)');
  return lines;
}

// Instrument 2 (`npm run perf:throttled`): real throttled loads.
export const THROTTLED_BUDGET = {
  /** Slow 4G: LCP at most (ms). */
  lcpMs: 2000,
  /** Slow 4G: interactive at most this long after the framework alone (ms). */
  interactiveExtraMs: 800,
  /** Slow 4G: no main-thread task longer (ms). */
  longestTaskMs: 200,
  /** Very slow: the menu opens within (ms of following the link). */
  menuMs: 5000,
  /** Very slow: the admission form can send within (ms of its page starting to load). */
  submitMs: 6000,
};

/**
 * The throttled loads' budgets, met or missed, for the profile measured: slow 4G judges LCP,
 * interactive against `floorInteractive` and the longest task; very slow the menu and the form.
 * @param {{page: string, lcp: number, interactive: number, longest: number, menu: number, submit: number}[]} rows
 * @param {number} floorInteractive NaN without the framework-alone row
 * @param {'slow-4g' | 'very-slow'} profile
 */
export function throttledReport(rows, floorInteractive, profile) {
  const b = THROTTLED_BUDGET;
  const checks =
    profile === 'very-slow'
      ? [
          check(`menu opens <= ${b.menuMs} ms`, (r) => Number.isNaN(r.menu) || r.menu <= b.menuMs, (r) => Math.round(r.menu)),
          check(`admission can send <= ${b.submitMs} ms`, (r) => Number.isNaN(r.submit) || r.submit <= b.submitMs, (r) => Math.round(r.submit)),
        ]
      : [
          check(`LCP <= ${b.lcpMs} ms`, (r) => r.lcp <= b.lcpMs, (r) => Math.round(r.lcp)),
          ...(Number.isNaN(floorInteractive)
            ? []
            : [
                check(
                  `interactive <= the framework's + ${b.interactiveExtraMs} ms (${Math.round(floorInteractive)}: <= ${Math.round(floorInteractive + b.interactiveExtraMs)} ms)`,
                  (r) => r.interactive <= floorInteractive + b.interactiveExtraMs,
                  (r) => Math.round(r.interactive),
                ),
              ]),
          check(`longest task <= ${b.longestTaskMs} ms`, (r) => r.longest <= b.longestTaskMs, (r) => Math.round(r.longest)),
        ];
  return checks.flatMap(({ name, ok, show }) => {
    const outside = rows.filter((r) => !ok(r));
    if (outside.length === 0) return [`  met    ${name} (${rows.length} of ${rows.length})`];
    return [`  missed ${name} (${rows.length - outside.length} of ${rows.length}): ${outside.map((r) => `${r.page} ${show(r)}`).join(', ')}`];
  });
}
