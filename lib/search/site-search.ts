/**
 * The site search of the spec: a fixed list of pages, matched by case-insensitive substring
 * over title, description and keywords, title matches first.
 * Pure functions, shared by the overlay, the search page (/search) and their tests.
 */
import type { RouteKey } from '@/lib/site/routes';
import { toAsciiDigits } from '@/lib/format/digits';

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

/** Lower case, one Unicode form, Bengali digits as ASCII: "২০২৫" and "2025" are the same query. */
export function normalize(text: string): string {
  return toAsciiDigits(text.normalize('NFC'))
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const technologyRank = (entry: SearchEntry) => (TECHNOLOGY_PAGES as readonly string[]).indexOf(entry.id);

export function searchPages(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const q = normalize(query);
  if (!q) return [];
  const inTitle: SearchEntry[] = [];
  const elsewhere: SearchEntry[] = [];
  const byTechnology: SearchEntry[] = [];
  for (const entry of entries) {
    if (normalize(entry.title).includes(q)) inTitle.push(entry);
    else if (normalize(entry.description).includes(q) || entry.keywords.some((k) => normalize(k).includes(q)))
      elsewhere.push(entry);
    else if (entry.technologies?.some((name) => normalize(name).includes(q))) byTechnology.push(entry);
  }
  byTechnology.sort((a, b) => technologyRank(a) - technologyRank(b));
  return [...inTitle, ...elsewhere, ...byTechnology];
}
