/**
 * How many typing slips apart two words are: the optimal-string-alignment form of the
 * Damerau-Levenshtein distance (a letter added, dropped, changed, or two neighbours swapped, each
 * one edit). The site search only asks whether a word is within a small budget, so each function
 * stops as soon as no alignment can stay within `max`, and answers `max + 1` then.
 */

/**
 * The distance from `query` to `word`, or with `prefix` to the nearest beginning of `word`
 * ("admisi" is one edit from "admiss…"): what a visitor has typed so far of a longer word.
 */
export function editDistance(query: string, word: string, max: number, prefix = false): number {
  if (!prefix && Math.abs(query.length - word.length) > max) return max + 1;
  // Three rows of the usual table: the swap of two letters looks two rows back.
  let before: number[] = [];
  let previous = Array.from({ length: word.length + 1 }, (_, j) => j);
  for (let i = 1; i <= query.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= word.length; j++) {
      const same = query[i - 1] === word[j - 1];
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (same ? 0 : 1));
      if (i > 1 && j > 1 && query[i - 1] === word[j - 2] && query[i - 2] === word[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    // No later row has a smaller value than this one's smallest.
    if (rowMin > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(prefix ? Math.min(...previous) : previous[word.length]!, max + 1);
}

/**
 * The slips forgiven in a word of the query: none up to three letters (a short word is too near to
 * too many others), one up to six, two beyond. Bengali letters count as their code points, vowel
 * signs and the hasanta included, so a Bengali word gets a little more room than it looks.
 */
export function editBudget(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}
