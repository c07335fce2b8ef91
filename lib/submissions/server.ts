import { defaultHumanCheck } from '@/lib/human-check';
import type { Locale } from '@/lib/i18n/routing';
import { submissionSettings } from './config';
import { getSubmissionsDatabase } from './database';
import type { Translate, Translator } from './messages';
import { createSubmissions, type SubmissionKind, type Submissions } from './pipeline';
import { createRateLimiter } from './rate-limit';

/**
 * Messages through next-intl's getTranslations, as everywhere else on the site. Imported when
 * first needed: the embedded API's handler (which Jest loads) must not pull in next-intl's
 * server build, which only Next can load.
 */
export const nextIntlTranslator: Translator = async (locale, namespace) => {
  const { getTranslations } = await import('next-intl/server');
  const t = await getTranslations({ locale, namespace });
  return (key, values) => (t as unknown as Translate)(key, values);
};

const KEY = Symbol.for('site.submissions');
type Holder = { [KEY]?: Submissions };

/** The site's form endpoints, configured from the environment; one per process. */
export function siteSubmissions(): Submissions {
  const holder = globalThis as Holder;
  holder[KEY] ??= createSubmissions({
    getDatabase: getSubmissionsDatabase,
    translate: nextIntlTranslator,
    rateLimiter: createRateLimiter(),
    humanCheck: defaultHumanCheck(),
    settings: submissionSettings(),
  });
  return holder[KEY];
}

/**
 * The visitor's language of a site endpoint: ?lang=bn, English otherwise. (Not through
 * lib/i18n/routing: this module is loaded by the embedded API's handler outside Next too.)
 */
export function localeOfQuery(request: Request): Locale {
  return new URL(request.url).searchParams.get('lang')?.trim().toLowerCase() === 'bn' ? 'bn' : 'en';
}

/** A route handler's POST for one form. */
export function postHandler(kind: SubmissionKind): (request: Request) => Promise<Response> {
  return (request) => siteSubmissions().submit(kind, request, localeOfQuery(request));
}

/** An endpoint's OPTIONS: a preflight from another site is refused (403); the site itself never needs one. */
export function optionsHandler(request: Request): Promise<Response> {
  return siteSubmissions().preflight(request, localeOfQuery(request));
}
