import * as v from 'valibot';
import raw from './institute.json';
import type { Locale } from '@/lib/i18n/routing';
import { localizeDigits } from '@/lib/format/digits';
import { isKnownPath } from '@/lib/site/routes';

/** Text the site shows in both languages. */
const Bilingual = v.object({ en: v.pipe(v.string(), v.nonEmpty()), bn: v.pipe(v.string(), v.nonEmpty()) });
const Url = v.pipe(v.string(), v.url());
const Phone = v.pipe(v.string(), v.regex(/^\+\d{8,15}$/, 'phone numbers are written in E.164, e.g. +8801700000001'));
const Email = v.pipe(v.string(), v.email());
/** Paragraphs of a longer text, in both languages. */
const BilingualParagraphs = v.object({
  en: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
  bn: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
});
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Hours = v.pipe(v.array(v.object({ days: Bilingual, hours: Bilingual })), v.minLength(1));
/** A page of this site (checked against the site map) or an absolute URL. */
const Href = v.union([
  v.pipe(
    v.string(),
    v.check((path) => path.startsWith('/') && isKnownPath(path), 'an internal link must be one of the site\'s pages'),
  ),
  Url,
]);

/** A list whose entries are told apart by `id`: ids must be unique (they become React keys and test ids). */
function uniqueIds<T extends { id: string }>(list: T[]): boolean {
  return new Set(list.map((item) => item.id)).size === list.length;
}

const OnlineService = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    name: Bilingual,
    description: Bilingual,
    status: v.picklist(['available', 'coming-soon']),
    href: v.optional(Href),
  }),
  v.check((service) => service.status !== 'available' || service.href !== undefined, 'an available service needs a link (href)'),
);

/** The offices pages send visitors to by id (directoryOffice() below): the content must have each of them. */
const NAMED_OFFICES = ['admission', 'career'] as const;
export type NamedOffice = (typeof NAMED_OFFICES)[number];

export const InstituteSchema = v.object({
  name: Bilingual,
  shortName: Bilingual,
  tagline: Bilingual,
  established: v.pipe(v.number(), v.integer(), v.minValue(1900)),
  instituteCode: v.pipe(v.string(), v.nonEmpty()),
  address: v.object({
    /** The short form the site shows in its top bar and footer. */
    street: Bilingual,
    /** The whole address as one line, as pages show it. */
    full: Bilingual,
    /** The parts of `full`, for structured data: the street line, town and division. */
    streetAddress: Bilingual,
    locality: Bilingual,
    region: Bilingual,
    postalCode: v.string(),
    country: v.pipe(v.string(), v.length(2)),
  }),
  geo: v.object({ lat: v.number(), lng: v.number() }),
  /**
   * The first phone and the first e-mail are the institute's main ones: where the site shows one
   * alone (top bar, home and admission pages, contact call-out, structured data), it is the first.
   */
  phones: v.pipe(v.array(v.object({ label: Bilingual, number: Phone })), v.minLength(1)),
  emails: v.pipe(v.array(v.object({ label: Bilingual, address: Email })), v.minLength(1)),
  social: v.object({ facebook: Url, youtube: Url, messenger: Url, whatsapp: Url }),
  map: v.object({ embedUrl: Url, directionsUrl: Url }),
  officeHours: Hours,
  /** officeHours in a line, for the top bar: the same days and times, or the site contradicts itself. */
  officeHoursShort: Bilingual,
  phoneHours: Bilingual,
  leaders: v.pipe(
    v.array(v.object({ id: v.string(), name: Bilingual, role: Bilingual, image: v.string(), bio: BilingualParagraphs })),
    v.minLength(1),
    v.check(uniqueIds, 'leader ids must be unique'),
  ),
  sisterCollege: v.object({ name: Bilingual, url: Url }),
  /** The figures the content pages quote (spec section 9). */
  facts: v.object({
    programmeYears: Count,
    semesters: Count,
    technologies: Count,
    labs: Count,
    textbooks: Count,
    referenceBooks: Count,
    industryPartners: Count,
  }),
  library: v.object({ seats: Count, readingRoomHours: Hours }),
  /** The offices on /contact/directory. */
  directory: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.nonEmpty()),
        name: Bilingual,
        description: Bilingual,
        location: Bilingual,
        phone: Phone,
        email: Email,
      }),
    ),
    v.minLength(1),
    v.check(uniqueIds, 'office ids must be unique'),
    v.check((offices) => NAMED_OFFICES.every((id) => offices.some((o) => o.id === id)), `the directory needs the offices ${NAMED_OFFICES.join(', ')}`),
  ),
  /** The cards on /contact/online-services; a service without a link shows 'Service launching soon'. */
  onlineServices: v.pipe(v.array(OnlineService), v.minLength(1), v.check(uniqueIds, 'service ids must be unique')),
  /** How to find the campus, for /contact/maps. */
  campus: v.object({
    landmark: Bilingual,
    routes: v.array(v.object({ from: Bilingual, how: Bilingual })),
  }),
});

export type Institute = v.InferOutput<typeof InstituteSchema>;
export type BilingualText = Institute['name'];
export type OnlineService = Institute['onlineServices'][number];
export type Office = Institute['directory'][number];

/** Parsed once at import: a broken content file fails the build, not a visitor's request. */
export const institute: Institute = v.parse(InstituteSchema, raw);

/** The institute's main phone and e-mail: the first of each (the schema says so, and requires one). */
export const mainPhone = institute.phones[0]!;
export const mainEmail = institute.emails[0]!;

/** A directory office a page names, for its own questions (the prospectus, placements, training). */
export function directoryOffice(id: NamedOffice): Office {
  return institute.directory.find((entry) => entry.id === id)!;
}

/**
 * A phone number as people in Bangladesh write it, in the page's digits: 01700-000001, or
 * ০১৭০০-০০০০০১ on a Bengali page (DESIGN.md: numbers follow the locale). The tel: link keeps the
 * number as stored.
 */
export function formatPhone(e164: string, locale: Locale): string {
  const local = e164.replace(/^\+880/, '0');
  return localizeDigits(local.length === 11 ? `${local.slice(0, 5)}-${local.slice(5)}` : local, locale);
}
