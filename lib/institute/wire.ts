/**
 * The wire format of the institute API: one valibot schema per GET endpoint, exactly the contract
 * of DESIGN.md section 3 (paths under /{product}_webside/). Both the upstream client and the
 * embedded service are checked against these schemas.
 *
 * Readers are tolerant where real upstreams differ harmlessly: ids and numbers may arrive as
 * numeric strings, text and paths may be null or missing, unknown extra fields are dropped.
 * Anything else (a missing list, a list that is not an array, a title that is a number) is a
 * malformed answer.
 */
import * as v from 'valibot';
import type { InstituteResource } from './types';

const Id = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)),
]);

const Num = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(?:\.\d+)?$/), v.transform(Number)),
]);

const Count = v.pipe(Num, v.integer(), v.minValue(0));

/** Text a visitor reads; null or missing reads as empty. */
const Text = v.nullish(v.string(), '');

/** Text that some upstreams send as a number (a batch year). */
const Label = v.nullish(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), '');

/** A path relative to the API host, or an absolute URL; null or missing when there is none. */
const Path = v.nullish(v.string());

/** Dates travel as text (YYYY-MM-DD or a full ISO timestamp); map.ts reads them leniently. */
const DateText = v.nullish(v.string());

const Bool = v.union([
  v.boolean(),
  v.pipe(v.picklist([0, 1]), v.transform((n) => n === 1)),
  v.pipe(v.picklist(['true', 'false', '1', '0']), v.transform((s) => s === 'true' || s === '1')),
]);

/**
 * The language a document is written in ('en', 'bn'): our addition to the contract, beside the
 * path it describes. An upstream that sends only the spec's fields sends none, and map.ts reads a
 * missing or unknown one as English (documentLanguage()).
 */
const Lang = v.nullish(v.string());

export const NoticesAnswer = v.object({
  // url_lang: the language of the document at url (ours: the embedded service sends the Bengali
  // PDF, and 'bn', to a Bengali page when the notice has one).
  notich_list: v.array(v.object({ id: Id, title: Text, public_date: DateText, url: Path, url_lang: Lang })),
});

export const AcademicProgressAnswer = v.object({
  aps: v.array(v.object({ img: Path, title: Text })),
});

export const DepartmentsAnswer = v.object({
  dis: v.array(
    v.object({
      id: Id,
      title: Text,
      description: Text,
      department_img: Path,
      image: v.nullish(v.union([v.string(), v.array(v.string())])),
      // Ours: the language of the course-structure images, one for all or one per image.
      image_lang: v.nullish(v.union([v.string(), v.array(v.nullable(v.string()))])),
    }),
  ),
});

export const AdmissionStatusAnswer = v.object({
  admission_status: v.object({ id: Id, isopen: Bool, text: Text }),
});

export const EventsAnswer = v.object({
  event_list: v.array(
    v.object({ id: Id, title: Text, month: Text, date: v.nullish(Num), event_date: DateText }),
  ),
});

export const JobsAnswer = v.object({
  job_list: v.array(
    v.object({
      // The spec's Job has no id; ours and some upstreams send one.
      id: v.nullish(Id),
      title: Text,
      company_name: Text,
      job_location: Text,
      public_date: DateText,
      deadline: DateText,
      url: Path,
    }),
  ),
});

export const IndustryPartnersAnswer = v.object({
  // The spec's industry partner is only an image path: id and name are ours.
  industry_mou: v.array(v.object({ id: v.nullish(Id), img: Path, name: Text })),
});

export const AcademyCountsAnswer = v.object({ students: Count, teachers: Count, labs: Count });

export const FacultyAnswer = v.object({
  faculty_members: v.array(
    v.object({
      id: Id,
      name: Text,
      department__department: Text,
      designation: Text,
      employee_profile__picture: Path,
    }),
  ),
});

export const LabsAnswer = v.object({
  labs: v.array(v.object({ id: Id, lab_img: Path, title: Text })),
  // The spec's upstream may answer /lab with labs only.
  magazines: v.optional(v.array(v.object({ id: Id, title: Text, date: DateText, pdf: Path })), []),
});

export const TuitionFeesAnswer = v.object({
  tfs: v.array(
    v.object({
      name: Text,
      admission: Num,
      semester: Num,
      monthly: Num,
      // Not in the spec's record: an upstream may leave it out or spell it differently.
      category: Text,
    }),
  ),
});

export const AdmissionDepartmentsAnswer = v.object({
  adps: v.array(v.object({ department__id: Id, department__department: Text })),
});

export const TopPerformersAnswer = v.object({
  top_performers: v.array(
    v.object({ id: Id, name: Text, department: Label, cgpa: Num, cgpa_batch: Label, cgpa_img: Path }),
  ),
});

const storyFields = { id: Id, name: Text, department: Label, batch: Label, achievement: Text, story: Text };

export const SuccessStoriesAnswer = v.object({
  sss: v.array(v.object({ ...storyFields, img: Path })),
});

export const VideoStoriesAnswer = v.object({
  vsss: v.array(v.object({ ...storyFields, video: Path })),
});

/**
 * Each resource's path under /{product}_webside/ and the schema of its answer. The paths and list
 * keys are the institute API's own, spellings included (acadimy, job_bord, tution, notich_list):
 * correcting them would break every real upstream.
 */
export const ENDPOINTS = {
  notices: { path: 'public_notice', schema: NoticesAnswer },
  academicProgress: { path: 'acadimy_progress', schema: AcademicProgressAnswer },
  departments: { path: 'department_info', schema: DepartmentsAnswer },
  admissionStatus: { path: 'admission_status', schema: AdmissionStatusAnswer },
  events: { path: 'upcoming_event', schema: EventsAnswer },
  jobs: { path: 'job_bord', schema: JobsAnswer },
  industryPartners: { path: 'industry_mou', schema: IndustryPartnersAnswer },
  academyCounts: { path: 'acadimy_info_count', schema: AcademyCountsAnswer },
  faculty: { path: 'facultis_members', schema: FacultyAnswer },
  labsAndMagazines: { path: 'lab', schema: LabsAnswer },
  tuitionFees: { path: 'tution_fees', schema: TuitionFeesAnswer },
  admissionDepartments: { path: 'admited_department', schema: AdmissionDepartmentsAnswer },
  topPerformers: { path: 'top_performers', schema: TopPerformersAnswer },
  successStories: { path: 'success_stories_student', schema: SuccessStoriesAnswer },
  videoStories: { path: 'video_success_stories_student', schema: VideoStoriesAnswer },
} as const satisfies Record<InstituteResource, { path: string; schema: v.GenericSchema }>;

export const RESOURCES = Object.keys(ENDPOINTS) as InstituteResource[];

type Endpoint<R extends InstituteResource> = (typeof ENDPOINTS)[R];

/** An answer as it travels (what a server must send). */
export type WireInput<R extends InstituteResource> = v.InferInput<Endpoint<R>['schema']>;
/** An answer after validation (what the mappers read). */
export type WireAnswer<R extends InstituteResource> = v.InferOutput<Endpoint<R>['schema']>;

/** The resource served at `path` (e.g. 'public_notice'), if any. */
export function resourceAt(path: string): InstituteResource | undefined {
  return RESOURCES.find((resource) => ENDPOINTS[resource].path === path);
}
