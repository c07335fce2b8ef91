// What the two measuring scripts (npm run perf, npm run perf:throttled) load, and in what order:
// the budget pages of DESIGN.md section 7 (or PAGES), each followed by its twin on COMPARE_URL, row "(B)".
export const PERF_PAGES = (process.env.PAGES || '/,/bn,/notice,/admission,/bn/admission,/admission/scholarship,/gallery').split(',');

/** Per page, its target on `base` and, with `compareBase`, its "(B)" target: measured back to back. */
export function pageGroups(pages, base, compareBase) {
  return pages.map((path) => [
    { label: path, url: base + path },
    ...(compareBase ? [{ label: `${path} (B)`, url: compareBase + path }] : []),
  ]);
}

/** A group in the order of `round`: which server goes first alternates, so neither always meets a warmer machine. */
export const inRoundOrder = (group, round) => (round % 2 === 0 ? group : [...group].reverse());

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
