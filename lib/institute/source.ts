import * as v from 'valibot';
import type { Locale } from '@/lib/i18n/routing';
import { InstituteSourceError } from './errors';
import { MAPPERS, type AssetBase } from './map';
import type { InstituteData, InstituteResource } from './types';
import { ENDPOINTS, RESOURCES, type WireAnswer } from './wire';

/**
 * Where institute data comes from: the upstream API over HTTP (http-source.ts) or the embedded
 * service in this process (embedded/source.ts). One method per resource, each answering the
 * site's types in the language asked for, or throwing an InstituteSourceError.
 */
export type InstituteSource = {
  readonly [R in InstituteResource]: (locale: Locale) => Promise<InstituteData[R]>;
};

/** Builds a source from one function that reads any resource. */
export function sourceFrom(
  read: <R extends InstituteResource>(resource: R, locale: Locale) => Promise<InstituteData[R]>,
): InstituteSource {
  return Object.fromEntries(
    RESOURCES.map((resource) => [resource, (locale: Locale) => read(resource, locale)]),
  ) as InstituteSource;
}

export function readFrom<R extends InstituteResource>(
  source: InstituteSource,
  resource: R,
  locale: Locale,
): Promise<InstituteData[R]> {
  return (source[resource] as (locale: Locale) => Promise<InstituteData[R]>)(locale);
}

/**
 * Checks an answer against the contract and maps it to the site's types: the one boundary both
 * sources pass through. A malformed answer throws an InstituteSourceError of kind 'invalid'.
 */
export function decodeAnswer<R extends InstituteResource>(
  resource: R,
  json: unknown,
  base: AssetBase,
): InstituteData[R] {
  const schema = ENDPOINTS[resource].schema as v.GenericSchema<unknown, WireAnswer<R>>;
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    throw new InstituteSourceError({ kind: 'invalid', resource, detail: v.summarize(parsed.issues) });
  }
  const map = MAPPERS[resource] as (answer: WireAnswer<R>, base: AssetBase) => InstituteData[R];
  return map(parsed.output, base);
}
