/**
 * The site map: every route of the spec's route table, and the menu groups built from it.
 * The header, the footer, the proxy's "unknown path" check and the tests all read this one list.
 * Each key names a message namespace under `pages.` in messages/*.json. Paths are the spec's,
 * spellings included ('/about/magazins'): links to the institute's site depend on them.
 */
export const ROUTES = {
  home: '/',
  notice: '/notice',
  admission: '/admission',
  admissionRequirements: '/admission/requirements',
  admissionTuitionFees: '/admission/tuition-fees',
  admissionProspectus: '/admission/prospectus',
  admissionScholarship: '/admission/scholarship',
  programsDiploma: '/programs/diploma-in-engineering',
  programsBachelor: '/programs/bachelor-in-engineering',
  programsCbtNtvqf: '/programs/cbt-and-ntvqf',
  programsNationalSkills: '/programs/national-skills-certificate',
  programsGovernmentFunded: '/programs/government-funded-training',
  programsCustomized: '/programs/customized-training-program',
  programsPartnership: '/programs/training-partnership-opportunity',
  facilitiesElearning: '/facilities/elearning-portal',
  facilitiesFaculty: '/facilities/faculty-members',
  facilitiesLabs: '/facilities/lab-facilities',
  facilitiesLibrary: '/facilities/library',
  facilitiesWorkshops: '/facilities/workshops',
  facilitiesProductionUnits: '/facilities/production-units',
  facilitiesResearch: '/facilities/research',
  facilitiesCampus: '/facilities/campus',
  facilitiesHostel: '/facilities/hostel',
  career: '/career',
  careerPlacementPortal: '/career/mist-placement-portal',
  careerJobsBoard: '/career/jobs-board',
  gallery: '/gallery',
  about: '/about',
  aboutKeyperson: '/about/keyperson',
  aboutMagazines: '/about/magazins',
  contact: '/contact',
  contactOnlineServices: '/contact/online-services',
  contactMaps: '/contact/maps',
  contactDirectory: '/contact/directory',
  contactFeedback: '/contact/feedback',
  departmentArchitecture: '/departments/architecture-and-interior-design',
} as const;

export type RouteKey = keyof typeof ROUTES;

/**
 * The site search as a page, outside the spec's table: where the header's search control leads
 * before the page's script has run (a tap on a slow phone) or without script. Not indexed, not
 * in the sitemap; the overlay is the search once the page is interactive.
 */
export const SEARCH_PATH = '/search';
/** The list of every page on the search page, for a visitor without script. */
export const SITE_INDEX_ID = 'all-pages';

/**
 * The offline page, outside the spec's table: what the service worker shows, in the address's
 * language, for a page not saved on the device (decision 0016). Not indexed, not in the sitemap.
 */
export const OFFLINE_PATH = '/offline';

/** Department details take an id: /department-details/{id}. */
export const DEPARTMENT_DETAILS_PREFIX = '/department-details/';
export function departmentDetailsPath(id: string | number): string {
  return `${DEPARTMENT_DETAILS_PREFIX}${encodeURIComponent(String(id))}`;
}

/** A job's own page, under the jobs board: /career/jobs-board/{id}. */
export const JOB_DETAILS_PREFIX = '/career/jobs-board/';
export function jobDetailsPath(id: string | number): string {
  return `${JOB_DETAILS_PREFIX}${encodeURIComponent(String(id))}`;
}

/** The routes that take an id, by the kind of thing the id names. */
export const ID_ROUTES = { department: DEPARTMENT_DETAILS_PREFIX, job: JOB_DETAILS_PREFIX } as const;
export type IdRouteKind = keyof typeof ID_ROUTES;

/**
 * The kind, prefix and id segment of a path (without the locale prefix) under an id route; null
 * for any other path. The segment is as written: checking it is the caller's.
 */
export function idRouteOf(path: string): { kind: IdRouteKind; prefix: string; id: string } | null {
  for (const [kind, prefix] of Object.entries(ID_ROUTES) as [IdRouteKind, string][]) {
    if (path.startsWith(prefix)) return { kind, prefix, id: path.slice(prefix.length) };
  }
  return null;
}

/** A department's or job's id from its path segment; null for anything but a whole number. */
export function parseId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export type NavGroupKey = 'admission' | 'programs' | 'facilities' | 'career' | 'about' | 'contact';
export type NavEntry =
  /** `landing`: the page a breadcrumb names the group by; its first item when unset. */
  | { kind: 'group'; key: NavGroupKey; items: readonly RouteKey[]; landing?: RouteKey }
  | { kind: 'link'; key: RouteKey };

/** The top menu, in the spec's order: admission, programs, facilities, career, notice, about, contact. */
export const NAV: readonly NavEntry[] = [
  {
    kind: 'group',
    key: 'admission',
    items: ['admission', 'admissionRequirements', 'admissionTuitionFees', 'admissionProspectus', 'admissionScholarship'],
  },
  {
    kind: 'group',
    key: 'programs',
    items: [
      'programsDiploma',
      'programsBachelor',
      'programsCbtNtvqf',
      'programsNationalSkills',
      'programsGovernmentFunded',
      'programsCustomized',
      'programsPartnership',
    ],
  },
  {
    kind: 'group',
    key: 'facilities',
    // Not the first item: the e-learning portal is a "will be available soon" screen.
    landing: 'facilitiesCampus',
    items: [
      'facilitiesElearning',
      'facilitiesFaculty',
      'facilitiesLabs',
      'facilitiesLibrary',
      'facilitiesWorkshops',
      'facilitiesProductionUnits',
      'facilitiesResearch',
      'facilitiesCampus',
      'facilitiesHostel',
    ],
  },
  { kind: 'group', key: 'career', items: ['career', 'careerPlacementPortal', 'careerJobsBoard'] },
  { kind: 'link', key: 'notice' },
  { kind: 'group', key: 'about', items: ['about', 'aboutKeyperson', 'aboutMagazines', 'gallery'] },
  {
    kind: 'group',
    key: 'contact',
    items: ['contact', 'contactOnlineServices', 'contactMaps', 'contactDirectory', 'contactFeedback'],
  },
];

const STATIC_PATHS = new Set<string>(Object.values(ROUTES));

/** True for a path (without the locale prefix) that the site has a page for. */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC_PATHS.has(path) || path === SEARCH_PATH || path === OFFLINE_PATH) return true;
  const byId = idRouteOf(path);
  // Ids are numbers; a mistyped word still gets the page's "no such department/job" answer. Anything
  // else (an encoded character such as %25, which the locale rewrite cannot pass on) goes home.
  return byId !== null && /^[\w-]{1,64}$/.test(byId.id);
}
