/**
 * The site's own view of institute data: camelCase, dates as YYYY-MM-DD, numbers as numbers and
 * every image, file or video path resolved to a URL the browser can load (absolute for an
 * upstream host, root-relative such as /images/... for the embedded service).
 * Mapped from the wire shapes of wire.ts by map.ts.
 */

/**
 * The language a document or a picture with words is written in. A path the source does not mark
 * is taken as English (map.ts, documentLanguage()): the institute's own PDFs are; a Bengali page
 * then says so beside its link ('ইংরেজিতে', components/lists/english-only-tag.tsx).
 */
export type DocumentLanguage = 'en' | 'bn';

export interface Notice {
  id: number;
  title: string;
  /** YYYY-MM-DD, or null when the upstream sent none or an unreadable one (sorts as oldest). */
  publicDate: string | null;
  url: string | null;
  /** The language of the document at `url`. */
  urlLanguage: DocumentLanguage;
}

export interface AcademicProgressItem {
  title: string;
  image: string | null;
}

export interface Department {
  id: number;
  /** Empty when the upstream has none: pages show 'Unnamed Department'. */
  title: string;
  description: string;
  image: string | null;
  /** Course-structure images, in order; the wire sends one path or a list. */
  courseImages: string[];
  /** The language of each course-structure image, in the same order. */
  courseImageLanguages: DocumentLanguage[];
}

export interface AdmissionStatus {
  id: number;
  isOpen: boolean;
  text: string;
}

export interface InstituteEvent {
  id: number;
  title: string;
  /** The month's name as the source wrote it. */
  month: string;
  /** Day of the month. */
  day: number | null;
  /** YYYY-MM-DD in Asia/Dhaka when the source gave the full date (event_date). */
  date: string | null;
}

export interface Job {
  /** For React keys only: the spec's jobs have no id (see listKey in map.ts). */
  key: string;
  /** The id DESIGN.md's contract sends (the spec's job has none): a job without one has no page of its own. */
  id: number | null;
  title: string;
  companyName: string;
  location: string;
  publicDate: string | null;
  deadline: string | null;
  url: string | null;
}

export interface IndustryPartner {
  /** For React keys only: the spec's partners are only an image path. */
  key: string;
  image: string | null;
  /** For alt text; empty when the upstream sends only the logo. */
  name: string;
}

export interface AcademyCounts {
  students: number;
  teachers: number;
  labs: number;
}

export interface FacultyMember {
  id: number;
  name: string;
  department: string;
  designation: string;
  picture: string | null;
}

export interface Lab {
  id: number;
  title: string;
  image: string | null;
}

export interface Magazine {
  id: number;
  title: string;
  date: string | null;
  pdf: string | null;
}

export interface LabsAndMagazines {
  labs: Lab[];
  magazines: Magazine[];
}

export const FEE_CATEGORIES = ['engineering', 'technology', 'design', 'marine'] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];

export interface TuitionFee {
  /** The department's short name, as in the spec's fee table (Computer, Civil, ...). */
  name: string;
  admission: number;
  semester: number;
  monthly: number;
  category: FeeCategory | null;
}

export interface AdmissionDepartment {
  id: number;
  name: string;
}

export interface TopPerformer {
  id: number;
  name: string;
  department: string;
  cgpa: number;
  batch: string;
  image: string | null;
}

/** What success stories and video stories have in common. */
export interface Story {
  id: number;
  name: string;
  department: string;
  batch: string;
  achievement: string;
  story: string;
}

export interface SuccessStory extends Story {
  image: string | null;
}

export interface VideoStory extends Story {
  /** An embed URL, for a lazily loaded iframe. */
  videoUrl: string | null;
}

/** Everything a source can read, by resource name. */
export interface InstituteData {
  notices: Notice[];
  academicProgress: AcademicProgressItem[];
  departments: Department[];
  admissionStatus: AdmissionStatus;
  events: InstituteEvent[];
  jobs: Job[];
  industryPartners: IndustryPartner[];
  academyCounts: AcademyCounts;
  faculty: FacultyMember[];
  labsAndMagazines: LabsAndMagazines;
  tuitionFees: TuitionFee[];
  admissionDepartments: AdmissionDepartment[];
  topPerformers: TopPerformer[];
  successStories: SuccessStory[];
  videoStories: VideoStory[];
}

export type InstituteResource = keyof InstituteData;
