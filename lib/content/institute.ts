import * as v from 'valibot';
import raw from './institute.json';
import type { Locale } from '@/lib/i18n/routing';

/** Text the site shows in both languages. */
const Bilingual = v.object({ en: v.pipe(v.string(), v.nonEmpty()), bn: v.pipe(v.string(), v.nonEmpty()) });
const Url = v.pipe(v.string(), v.url());
const Phone = v.pipe(v.string(), v.regex(/^\+\d{8,15}$/, 'phone numbers are written in E.164, e.g. +8801700000001'));

export const InstituteSchema = v.object({
  name: Bilingual,
  shortName: Bilingual,
  tagline: Bilingual,
  established: v.pipe(v.number(), v.integer(), v.minValue(1900)),
  instituteCode: v.pipe(v.string(), v.nonEmpty()),
  address: v.object({
    street: Bilingual,
    full: Bilingual,
    locality: v.string(),
    region: v.string(),
    postalCode: v.string(),
    country: v.pipe(v.string(), v.length(2)),
  }),
  geo: v.object({ lat: v.number(), lng: v.number() }),
  phones: v.pipe(v.array(v.object({ label: Bilingual, number: Phone })), v.minLength(1)),
  emails: v.pipe(v.array(v.object({ label: Bilingual, address: v.pipe(v.string(), v.email()) })), v.minLength(1)),
  social: v.object({ facebook: Url, youtube: Url, messenger: Url, whatsapp: Url }),
  map: v.object({ embedUrl: Url, directionsUrl: Url }),
  officeHours: v.pipe(v.array(v.object({ days: Bilingual, hours: Bilingual })), v.minLength(1)),
  phoneHours: Bilingual,
  leaders: v.pipe(
    v.array(v.object({ id: v.string(), name: Bilingual, role: Bilingual, image: v.string() })),
    v.minLength(1),
  ),
  sisterCollege: v.object({ name: Bilingual, url: Url }),
});

export type Institute = v.InferOutput<typeof InstituteSchema>;
export type BilingualText = Institute['name'];

/** Parsed once at import: a broken content file fails the build, not a visitor's request. */
export const institute: Institute = v.parse(InstituteSchema, raw);

export function pick(text: BilingualText, locale: Locale): string {
  return text[locale];
}

/** A phone number as people in Bangladesh write it: 01700-000001. */
export function formatPhone(e164: string): string {
  const local = e164.replace(/^\+880/, '0');
  return local.length === 11 ? `${local.slice(0, 5)}-${local.slice(5)}` : local;
}
