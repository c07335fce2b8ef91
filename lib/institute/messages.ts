import type { InstituteResource } from './types';

/**
 * What a page shows when a read failed and no earlier data exists (spec section 8).
 * A failed result carries `messageKey`; pages translate it from the `instituteErrors` namespace
 * of messages/{en,bn}.json. The English texts are the spec's, typos included ('deparment',
 * 'Faild'); where the spec names none (admission status, magazines, gallery lists) the text is ours.
 * The Bengali texts are suggestions for messages/bn.json.
 */
export const INSTITUTE_ERROR_NAMESPACE = 'instituteErrors';

export const INSTITUTE_ERROR_MESSAGES = {
  notices: { en: 'Error loading notices. Please try again later.', bn: 'নোটিশ লোড করতে সমস্যা হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।' },
  academicProgress: { en: 'Failed to fetch academic progress', bn: 'একাডেমিক অগ্রগতির তথ্য আনা যায়নি' },
  departments: { en: 'Failed to fetch academic deparment', bn: 'বিভাগের তথ্য আনা যায়নি' },
  admissionStatus: { en: 'Failed to fetch admission status', bn: 'ভর্তির অবস্থা জানা যায়নি' },
  events: { en: 'Failed to fetch events', bn: 'অনুষ্ঠানের তথ্য আনা যায়নি' },
  jobs: { en: 'Failed to fetch job listings', bn: 'চাকরির বিজ্ঞপ্তি আনা যায়নি' },
  /** Shown under `jobs` (spec: 'followed by'). */
  jobsHint: {
    en: 'Please try again later or contact support.',
    bn: 'অনুগ্রহ করে পরে আবার চেষ্টা করুন অথবা সহায়তার জন্য আমাদের সঙ্গে যোগাযোগ করুন।',
  },
  /** The spec shows an empty marquee instead; the key exists for logs and completeness. */
  industryPartners: { en: 'Failed to fetch industry partners', bn: 'শিল্প অংশীদারদের তথ্য আনা যায়নি' },
  academyCounts: { en: 'Faild to fetch data', bn: 'তথ্য আনা যায়নি' },
  faculty: { en: 'Failed to fetch faculty members', bn: 'শিক্ষকমণ্ডলীর তথ্য আনা যায়নি' },
  /** The spec shows the generic error page for a lab failure. */
  labsAndMagazines: { en: 'Oops, Something went wrong', bn: 'দুঃখিত, কোথাও একটি সমস্যা হয়েছে' },
  magazines: { en: 'Failed to fetch magazines', bn: 'ম্যাগাজিনের তথ্য আনা যায়নি' },
  tuitionFees: { en: 'Failed to fetch data', bn: 'তথ্য আনা যায়নি' },
  admissionDepartments: { en: 'Faild to fetch available department', bn: 'ভর্তিযোগ্য বিভাগের তালিকা আনা যায়নি' },
  topPerformers: { en: 'Failed to fetch top performers', bn: 'সেরা শিক্ষার্থীদের তথ্য আনা যায়নি' },
  successStories: { en: 'Failed to fetch success stories', bn: 'সাফল্যের গল্পগুলো আনা যায়নি' },
  videoStories: { en: 'Failed to fetch video stories', bn: 'ভিডিও গল্পগুলো আনা যায়নি' },
} as const satisfies Record<InstituteResource, { en: string; bn: string }> & Record<string, { en: string; bn: string }>;

export type InstituteMessageKey = keyof typeof INSTITUTE_ERROR_MESSAGES;
