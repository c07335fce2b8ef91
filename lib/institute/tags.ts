import type { InstituteResource } from './types';

/** On every cached institute read: revalidating it refreshes all of them. */
export const INSTITUTE_TAG = 'institute';

/** One cache tag per entity (resource). Labs and magazines share one: they come from one path. */
export const INSTITUTE_TAGS = {
  notices: 'institute:notices',
  academicProgress: 'institute:academic-progress',
  departments: 'institute:departments',
  admissionStatus: 'institute:admission-status',
  events: 'institute:events',
  jobs: 'institute:jobs',
  industryPartners: 'institute:industry-partners',
  academyCounts: 'institute:academy-counts',
  faculty: 'institute:faculty',
  labsAndMagazines: 'institute:labs',
  tuitionFees: 'institute:tuition-fees',
  admissionDepartments: 'institute:admission-departments',
  topPerformers: 'institute:top-performers',
  successStories: 'institute:success-stories',
  videoStories: 'institute:video-stories',
} as const satisfies Record<InstituteResource, string>;

export type InstituteTag = typeof INSTITUTE_TAG | (typeof INSTITUTE_TAGS)[InstituteResource];
