/**
 * The cached getters pages call (pages never fetch). Each answers an InstituteResult in the
 * language asked for:
 *   const notices = await getNotices(locale);
 *   if (!notices.ok) return <NoticeText tone="error" title={t(`instituteErrors.${notices.messageKey}`)} />;
 *
 * Caching (Next 16 cache components): every read is a 'use cache' entry keyed by resource and
 * locale, tagged `institute` and its entity tag (tags.ts), with a lifetime per kind of data.
 * POST /api/revalidate expires tags at once. When a read fails, the last good data is answered
 * (stale; this process's, or for an upstream also what DATA_DIR/last-good kept across restarts)
 * and cached briefly, so the next request after a minute tries the source again; only when no
 * good data exists is the failure cached, just as briefly.
 */
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { instituteCacheMaxSeconds } from './config';
import { instituteSource } from './index';
import { mapResult, readWithFallback, type InstituteResult } from './result';
import { INSTITUTE_TAG, INSTITUTE_TAGS } from './tags';
import type {
  AcademicProgressItem,
  AcademyCounts,
  AdmissionDepartment,
  AdmissionStatus,
  Department,
  FacultyMember,
  IndustryPartner,
  InstituteData,
  InstituteEvent,
  InstituteResource,
  Job,
  Lab,
  LabsAndMagazines,
  Magazine,
  Notice,
  SuccessStory,
  TopPerformer,
  TuitionFee,
  VideoStory,
} from './types';

/** How long each kind of data is fresh (Next's preset profiles: minutes, hours, days). */
export const CACHE_PROFILES = {
  notices: 'minutes',
  admissionStatus: 'minutes',
  jobs: 'hours',
  events: 'hours',
  admissionDepartments: 'hours',
  academicProgress: 'days',
  departments: 'days',
  industryPartners: 'days',
  academyCounts: 'days',
  faculty: 'days',
  labsAndMagazines: 'days',
  tuitionFees: 'days',
  topPerformers: 'days',
  successStories: 'days',
  videoStories: 'days',
} as const satisfies Record<InstituteResource, 'minutes' | 'hours' | 'days'>;

/**
 * For a failed or stale read: retried in the background after a minute. `expire` stays at an
 * hour (not under five minutes) so the entry can still be part of a prerendered page.
 */
export const RETRY_PROFILE = { stale: 60, revalidate: 60, expire: 3600 };

/** Next's presets: when an entry is refreshed, and until when it may still be served stale. */
const PRESET_REVALIDATE = { minutes: 60, hours: 3600, days: 86_400 } as const;
const PRESET_EXPIRE = { minutes: 3600, hours: 86_400, days: 604_800 } as const;

/**
 * The lifetime when INSTITUTE_CACHE_MAX_SECONDS caps it: refreshed after at most that many
 * seconds (or sooner, as the kind's own profile does), still served stale (while the refresh
 * runs or fails) until the kind's usual expiry.
 */
export function cappedProfile(profile: keyof typeof PRESET_EXPIRE | null, maxSeconds: number) {
  const expire = profile ? PRESET_EXPIRE[profile] : RETRY_PROFILE.expire;
  const revalidate = Math.min(maxSeconds, profile ? PRESET_REVALIDATE[profile] : RETRY_PROFILE.revalidate);
  return { stale: Math.max(30, Math.min(revalidate, 300)), revalidate, expire };
}

/**
 * Sets the lifetime of the 'use cache' entry being filled: a profile's, or (null) a retry after a
 * minute, capped by INSTITUTE_CACHE_MAX_SECONDS. A wrapper around a getter needs a lifetime of its
 * own only to be shorter than the getter's (a "today" that must move on: notice-data.ts,
 * job-data.ts), and then sets it with this, never cacheLife directly, so the cap holds; an outer
 * entry's explicit lifetime wins over the getter's, a failed read's minute included ('minutes'
 * retries as soon). A wrapper that sets none takes the shortest of Next's default and what it
 * read (events-section.tsx).
 */
export function setCacheLifetime(profile: keyof typeof PRESET_EXPIRE | null): void {
  const maxSeconds = instituteCacheMaxSeconds();
  // One literal per call: the profile names are typed as separate overloads.
  if (maxSeconds !== null) cacheLife(cappedProfile(profile, maxSeconds));
  else if (profile === 'minutes') cacheLife('minutes');
  else if (profile === 'hours') cacheLife('hours');
  else if (profile === 'days') cacheLife('days');
  else cacheLife(RETRY_PROFILE);
}

async function read<R extends InstituteResource>(resource: R, locale: Locale): Promise<InstituteResult<InstituteData[R]>> {
  'use cache';
  cacheTag(INSTITUTE_TAG, INSTITUTE_TAGS[resource]);
  const result = await readWithFallback(instituteSource(), resource, locale);
  setCacheLifetime(result.ok && !result.stale ? CACHE_PROFILES[resource] : null);
  return result;
}

export const getNotices = (locale: Locale): Promise<InstituteResult<Notice[]>> => read('notices', locale);

export const getAcademicProgress = (locale: Locale): Promise<InstituteResult<AcademicProgressItem[]>> =>
  read('academicProgress', locale);

export const getDepartments = (locale: Locale): Promise<InstituteResult<Department[]>> => read('departments', locale);

/** One department by id from the department list; data null when no department has that id. */
export async function getDepartment(id: number, locale: Locale): Promise<InstituteResult<Department | null>> {
  return mapResult(await getDepartments(locale), (list) => list.find((d) => d.id === id) ?? null);
}

export const getAdmissionStatus = (locale: Locale): Promise<InstituteResult<AdmissionStatus>> =>
  read('admissionStatus', locale);

/** Every event the source has, past ones included; see upcomingEvents() in events.ts. */
export const getEvents = (locale: Locale): Promise<InstituteResult<InstituteEvent[]>> => read('events', locale);

export const getJobs = (locale: Locale): Promise<InstituteResult<Job[]>> => read('jobs', locale);

export async function getJob(id: number, locale: Locale): Promise<InstituteResult<Job | null>> {
  return mapResult(await getJobs(locale), (list) => list.find((job) => job.id === id) ?? null);
}

export const getIndustryPartners = (locale: Locale): Promise<InstituteResult<IndustryPartner[]>> =>
  read('industryPartners', locale);

export const getAcademyCounts = (locale: Locale): Promise<InstituteResult<AcademyCounts>> =>
  read('academyCounts', locale);

export const getFacultyMembers = (locale: Locale): Promise<InstituteResult<FacultyMember[]>> => read('faculty', locale);

export const getLabsAndMagazines = (locale: Locale): Promise<InstituteResult<LabsAndMagazines>> =>
  read('labsAndMagazines', locale);

export async function getLabs(locale: Locale): Promise<InstituteResult<Lab[]>> {
  return mapResult(await getLabsAndMagazines(locale), (data) => data.labs);
}

export async function getMagazines(locale: Locale): Promise<InstituteResult<Magazine[]>> {
  return mapResult(await getLabsAndMagazines(locale), (data) => data.magazines, 'magazines');
}

export const getTuitionFees = (locale: Locale): Promise<InstituteResult<TuitionFee[]>> => read('tuitionFees', locale);

export const getAdmissionDepartments = (locale: Locale): Promise<InstituteResult<AdmissionDepartment[]>> =>
  read('admissionDepartments', locale);

export const getTopPerformers = (locale: Locale): Promise<InstituteResult<TopPerformer[]>> =>
  read('topPerformers', locale);

export const getSuccessStories = (locale: Locale): Promise<InstituteResult<SuccessStory[]>> =>
  read('successStories', locale);

export const getVideoStories = (locale: Locale): Promise<InstituteResult<VideoStory[]>> => read('videoStories', locale);
