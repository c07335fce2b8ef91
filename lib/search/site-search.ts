/**
 * The site search of the spec: a fixed list of pages, matched by case-insensitive substring
 * over title, description and keywords, title matches first; then, forgiving typing slips, by
 * near words of the titles, keywords and technologies (decision 0013).
 * Pure functions, shared by the overlay, the search page (/search) and their tests.
 */
import type { RouteKey } from '@/lib/site/routes';
import { toAsciiDigits } from '@/lib/format/digits';
import { editBudget, editDistance } from '@/lib/search/edit-distance';

export type SearchEntry = {
  id: RouteKey;
  title: string;
  description: string;
  /** The path as the visitor's browser should open it (already localised). */
  path: string;
  category: string;
  keywords: string[];
  /** The technologies the page lists, from the institute's data (data-keywords.ts). */
  technologies?: string[];
};

/** The 24 pages the overlay searches, in the order ties are shown. */
export const SEARCHABLE_PAGES = [
  'admission',
  'admissionRequirements',
  'admissionTuitionFees',
  'admissionScholarship',
  'admissionProspectus',
  'programsDiploma',
  'programsBachelor',
  'programsCbtNtvqf',
  'facilitiesFaculty',
  'facilitiesLabs',
  'facilitiesLibrary',
  'facilitiesElearning',
  'facilitiesHostel',
  'career',
  'careerPlacementPortal',
  'careerJobsBoard',
  'notice',
  'gallery',
  'about',
  'aboutKeyperson',
  'aboutMagazines',
  'contact',
  'contactMaps',
  'contactDirectory',
] as const satisfies readonly RouteKey[];

/**
 * The pages that list technologies. A search for a technology's name finds them after every other
 * match, in this order: the programme page describes each technology and links to its own page.
 */
export const TECHNOLOGY_PAGES = [
  'programsDiploma',
  'admission',
  'admissionTuitionFees',
  'admissionScholarship',
  'facilitiesFaculty',
] as const satisfies readonly (typeof SEARCHABLE_PAGES)[number][];
export type TechnologyPage = (typeof TECHNOLOGY_PAGES)[number];

/** Longer queries are cut: no page title or keyword is near this long. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The query of a search page address (`?q=`): the first value if repeated, control characters
 * (a NUL from a crafted link) as spaces, cut to length.
 */
export function queryParam(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, MAX_QUERY_LENGTH);
}

export const POPULAR_SEARCHES = ['admission', 'programs', 'facilities', 'contact', 'notice'] as const;

/**
 * Bengali spellings that readers mix up, folded to one: long and short i and u (ভর্তী, ভর্তি), the
 * three s and two n (the rules of ণত্ব-ষত্ব that few type by), khanda ta, and the signs that are
 * often left out (chandrabindu, the nukta of য় ড় ঢ়, which NFC keeps apart from its letter, and
 * the invisible joiners).
 */
const BENGALI_FOLDS: Record<string, string> = {
  'ী': 'ি',
  'ূ': 'ু',
  'ঈ': 'ই',
  'ঊ': 'উ',
  'ণ': 'ন',
  'শ': 'স',
  'ষ': 'স',
  'ৎ': 'ত',
  'ঁ': '',
  '\u09bc': '',
  '\u200c': '',
  '\u200d': '',
};
const FOLDED = new RegExp(`[${Object.keys(BENGALI_FOLDS).join('')}]`, 'g');

/**
 * Lower case, one Unicode form, Bengali digits as ASCII ("২০২৫" and "2025" are the same query),
 * Bengali spellings folded: what both sides of every comparison go through.
 */
export function normalize(text: string): string {
  return toAsciiDigits(text.normalize('NFC'))
    .toLocaleLowerCase()
    .replace(FOLDED, (letter) => BENGALI_FOLDS[letter]!)
    .replace(/\s+/g, ' ')
    .trim();
}

const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * The words of a text, split at spaces and punctuation; with `joined`, a word written with a hyphen
 * or dots also as one ("e-mail": "e", "mail", "email"), as a visitor may type it.
 */
function wordsOf(text: string, joined = false): string[] {
  const words: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    const parts = chunk.split(NOT_WORD).filter(Boolean);
    words.push(...parts);
    if (joined && parts.length > 1) words.push(parts.join(''));
  }
  return words;
}

/** An entry's texts as they are compared, worked out once per entry (the overlay searches at every key). */
type Prepared = {
  title: string;
  description: string;
  keywords: string[];
  technologies: string[];
  /** The words of the title; of the title and keywords; of those and the technologies. */
  words: [string[], string[], string[]];
};

const preparedEntries = new WeakMap<SearchEntry, Prepared>();

function prepare(entry: SearchEntry): Prepared {
  let prepared = preparedEntries.get(entry);
  if (!prepared) {
    const title = normalize(entry.title);
    const keywords = entry.keywords.map(normalize);
    const technologies = (entry.technologies ?? []).map(normalize);
    const titleWords = wordsOf(title, true);
    const textWords = [...titleWords, ...keywords.flatMap((k) => wordsOf(k, true))];
    const allWords = [...textWords, ...technologies.flatMap((t) => wordsOf(t, true))];
    prepared = { title, description: normalize(entry.description), keywords, technologies, words: [titleWords, textWords, allWords] };
    preparedEntries.set(entry, prepared);
  }
  return prepared;
}

/**
 * The slips it takes for every word of the query to be a word of `words` or its beginning, summed,
 * or Infinity when one of them is beyond its budget. Numbers are not forgiven: "2024" is not "2025".
 */
function slipsTo(queryWords: readonly string[], words: readonly string[]): number {
  let total = 0;
  for (const queryWord of queryWords) {
    const budget = /\d/.test(queryWord) ? 0 : editBudget(queryWord.length);
    let best = budget + 1;
    for (const word of words) {
      best = Math.min(best, editDistance(queryWord, word, budget, true));
      if (best === 0) break;
    }
    if (best > budget) return Infinity;
    total += best;
  }
  return total;
}

type NearMatch = { entry: SearchEntry; slips: number; field: number };

/** The closest field an entry's words match the query in: fewest slips, then the title before the keywords before the technologies. */
function nearMatch(entry: SearchEntry, queryWords: readonly string[]): NearMatch | null {
  const fields = prepare(entry).words;
  let best: NearMatch | null = null;
  for (let field = 0; field < fields.length; field++) {
    const slips = slipsTo(queryWords, fields[field]!);
    if (slips < (best?.slips ?? Infinity)) best = { entry, slips, field };
  }
  return best;
}

const technologyRank = (entry: SearchEntry) => (TECHNOLOGY_PAGES as readonly string[]).indexOf(entry.id);

/**
 * The pages a query finds, best first: the title holds it, then the description or a keyword, then
 * a technology the page lists (TECHNOLOGY_PAGES' order); after all of these, the pages whose words
 * are near the query's (fewest slips first, then title, keyword and technology in that order).
 */
export function searchPages(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const q = normalize(query);
  if (!q) return [];
  const inTitle: SearchEntry[] = [];
  const elsewhere: SearchEntry[] = [];
  const byTechnology: SearchEntry[] = [];
  const near: NearMatch[] = [];
  const queryWords = wordsOf(q);
  for (const entry of entries) {
    const texts = prepare(entry);
    if (texts.title.includes(q)) inTitle.push(entry);
    else if (texts.description.includes(q) || texts.keywords.some((k) => k.includes(q))) elsewhere.push(entry);
    else if (texts.technologies.some((name) => name.includes(q))) byTechnology.push(entry);
    else if (queryWords.length > 0) {
      const match = nearMatch(entry, queryWords);
      if (match) near.push(match);
    }
  }
  byTechnology.sort((a, b) => technologyRank(a) - technologyRank(b));
  near.sort((a, b) => a.slips - b.slips || a.field - b.field || (a.field === 2 ? technologyRank(a.entry) - technologyRank(b.entry) : 0));
  return [...inTitle, ...elsewhere, ...byTechnology, ...near.map((match) => match.entry)];
}

/**
 * The titles, keywords and technologies of the list, whole and word by word, as written: titles
 * first, so that of two equally near the title's word is offered ("Admission", not "admission").
 */
function termsOf(entries: readonly SearchEntry[]): Set<string> {
  const terms = new Set<string>();
  const add = (text: string) => {
    terms.add(text.trim());
    for (const word of wordsOf(text.normalize('NFC'))) terms.add(word);
  };
  for (const entry of entries) add(entry.title);
  for (const entry of entries) entry.keywords.forEach(add);
  for (const entry of entries) entry.technologies?.forEach(add);
  return terms;
}

/**
 * For a query that found nothing, the title, keyword or technology nearest to it, as written, to
 * offer as "Did you mean …?"; null when none is near enough. It may be one slip further than the
 * search forgives: a visitor asked is not misled, where a page shown would be.
 */
export function suggestQuery(entries: readonly SearchEntry[], query: string): string | null {
  const q = normalize(query);
  if (q.length < 3) return null;
  const max = editBudget(q.length) + 1;
  let best: { term: string; slips: number } | null = null;
  for (const term of termsOf(entries)) {
    const n = normalize(term);
    // Numbers are not offered, as they are not forgiven: "2024" is not a slip for "2025".
    if (n.length < 3 || n === q || /\d/.test(n)) continue;
    const slips = editDistance(q, n, max);
    if (slips <= max && slips < (best?.slips ?? Infinity)) best = { term, slips };
  }
  return best?.term ?? null;
}
