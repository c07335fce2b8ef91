/**
 * The demo content of the embedded service: a FICTIONAL institute (Meridian Institute of Science
 * & Technology, MIST Khulna). Every person and company here is invented; every image and file is
 * ours, drawn by scripts/generate-demo-assets.ts into public/images/demo and public/files.
 *
 * Dates are relative (days or months before or after the day of seeding, in Asia/Dhaka), so a
 * fresh database always has a notice dated today, recent jobs and both past and upcoming events.
 * Each record's `slug` is its natural key: seeding again never inserts it twice.
 */
import type { FeeCategory } from '../types';

export interface Bilingual {
  en: string;
  bn: string;
}

/** Where each demo file lives, relative to the site's origin (the spec's {host}/{path}). */
export const demoPath = {
  department: (slug: string) => `images/demo/departments/${slug}.webp`,
  course: (slug: string, n: number) => `images/demo/courses/${slug}-${n}.webp`,
  /** The same course-structure sheet in Bengali. */
  courseBn: (slug: string, n: number) => `images/demo/courses/${slug}-${n}-bn.webp`,
  progress: (slug: string) => `images/demo/progress/${slug}.webp`,
  lab: (slug: string) => `images/demo/labs/${slug}.webp`,
  partner: (slug: string) => `images/demo/partners/${slug}.webp`,
  person: (slug: string) => `images/demo/people/${slug}.webp`,
  notice: (slug: string) => `files/notices/${slug}.pdf`,
  /** The Bengali version of a notice, for the notices that have one (bengaliFile). */
  noticeBn: (slug: string) => `files/notices/${slug}-bn.pdf`,
  job: (slug: string) => `files/jobs/${slug}.pdf`,
  magazine: (slug: string) => `files/magazines/${slug}.pdf`,
  video: (slug: string) => `files/videos/${slug}.html`,
};

export interface DemoDepartment {
  slug: string;
  title: Bilingual;
  /** As in the spec's fee table: Computer, Civil, ... */
  shortName: Bilingual;
  description: Bilingual;
  fee: { admission: number; semester: number; monthly: number; category: FeeCategory };
  admissionOpen: boolean;
  /** Two course-structure images (semesters 1-4 and 5-8) or one (all eight). */
  courseImages: 1 | 2;
}

const GROUP_A = { admission: 5000, semester: 3000, monthly: 2000 };
const GROUP_C = { admission: 5000, semester: 3000, monthly: 1000 };
const GROUP_D = { admission: 5000, semester: 3000, monthly: 500 };

/**
 * The 15 technologies. Fees are the spec's table (section 9); the last three technologies are
 * not in that table, so the demo gives them the 1,000 BDT monthly group.
 */
export const DEMO_DEPARTMENTS: DemoDepartment[] = [
  {
    slug: 'computer',
    title: { en: 'Computer Science and Technology', bn: 'কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি' },
    shortName: { en: 'Computer', bn: 'কম্পিউটার' },
    description: {
      en: 'Programming, databases, networking and web development, taught in well-equipped computer labs. Students build real software projects and graduate ready for IT firms, software houses and further study.',
      bn: 'প্রোগ্রামিং, ডাটাবেজ, নেটওয়ার্কিং ও ওয়েব ডেভেলপমেন্ট শেখানো হয় আধুনিক কম্পিউটার ল্যাবে। শিক্ষার্থীরা বাস্তব সফটওয়্যার প্রকল্প তৈরি করে এবং আইটি প্রতিষ্ঠান, সফটওয়্যার কোম্পানি ও উচ্চশিক্ষার জন্য প্রস্তুত হয়ে বের হয়।',
    },
    fee: { ...GROUP_A, category: 'engineering' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'civil',
    title: { en: 'Civil Technology', bn: 'সিভিল টেকনোলজি' },
    shortName: { en: 'Civil', bn: 'সিভিল' },
    description: {
      en: 'Surveying, building construction, structural design, concrete technology and estimating. Field work and site visits prepare students for construction firms, consultancies and public works.',
      bn: 'সার্ভেয়িং, ভবন নির্মাণ, স্ট্রাকচারাল ডিজাইন, কংক্রিট প্রযুক্তি ও প্রাক্কলন। মাঠপর্যায়ের কাজ ও নির্মাণস্থল পরিদর্শনের মাধ্যমে শিক্ষার্থীরা নির্মাণ প্রতিষ্ঠান, পরামর্শক সংস্থা ও সরকারি প্রকৌশল দপ্তরে কাজের জন্য প্রস্তুত হয়।',
    },
    fee: { ...GROUP_A, category: 'engineering' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'electrical',
    title: { en: 'Electrical Technology', bn: 'ইলেকট্রিক্যাল টেকনোলজি' },
    shortName: { en: 'Electrical', bn: 'ইলেকট্রিক্যাল' },
    description: {
      en: 'Electrical circuits, machines, power systems, wiring and industrial control. Hands-on work in the machines and installation labs leads to careers in power utilities, industry and building services.',
      bn: 'বৈদ্যুতিক সার্কিট, মেশিন, পাওয়ার সিস্টেম, ওয়্যারিং ও ইন্ডাস্ট্রিয়াল কন্ট্রোল। মেশিন ও ইনস্টলেশন ল্যাবে হাতে-কলমে কাজের মাধ্যমে বিদ্যুৎ খাত, শিল্পকারখানা ও ভবনের বৈদ্যুতিক সেবায় ক্যারিয়ারের পথ খোলে।',
    },
    fee: { ...GROUP_A, category: 'engineering' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'mechanical',
    title: { en: 'Mechanical Technology', bn: 'মেকানিক্যাল টেকনোলজি' },
    shortName: { en: 'Mechanical', bn: 'মেকানিক্যাল' },
    description: {
      en: 'Machine drawing, workshop practice, thermodynamics, manufacturing processes and maintenance. Students learn lathe, welding and CNC work in our workshops.',
      bn: 'মেশিন ড্রয়িং, ওয়ার্কশপ প্র্যাকটিস, থার্মোডাইনামিক্স, উৎপাদন প্রক্রিয়া ও রক্ষণাবেক্ষণ। শিক্ষার্থীরা আমাদের ওয়ার্কশপে লেদ, ওয়েল্ডিং ও সিএনসি মেশিনে কাজ শেখে।',
    },
    fee: { ...GROUP_A, category: 'engineering' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'textile',
    title: { en: 'Textile Technology', bn: 'টেক্সটাইল টেকনোলজি' },
    shortName: { en: 'Textile', bn: 'টেক্সটাইল' },
    description: {
      en: "Yarn manufacturing, fabric manufacturing, wet processing and textile testing for Bangladesh's largest export industry. Mill visits and industrial attachment are part of the course.",
      bn: 'সুতা উৎপাদন, কাপড় উৎপাদন, ওয়েট প্রসেসিং ও টেক্সটাইল টেস্টিং — বাংলাদেশের সবচেয়ে বড় রপ্তানি শিল্পের জন্য প্রয়োজনীয় দক্ষতা। মিল পরিদর্শন ও ইন্ডাস্ট্রিয়াল অ্যাটাচমেন্ট কোর্সের অংশ।',
    },
    fee: { ...GROUP_A, category: 'technology' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'marine',
    title: { en: 'Marine Technology', bn: 'মেরিন টেকনোলজি' },
    shortName: { en: 'Marine', bn: 'মেরিন' },
    description: {
      en: "Marine engines, auxiliary machinery, ship systems and safety at sea. Close to Khulna's river ports and Mongla, students train for careers on ships and in marine workshops.",
      bn: 'মেরিন ইঞ্জিন, সহায়ক যন্ত্রপাতি, জাহাজের বিভিন্ন সিস্টেম ও সমুদ্রে নিরাপত্তা। খুলনার নদীবন্দর ও মোংলার কাছাকাছি হওয়ায় শিক্ষার্থীরা জাহাজে ও মেরিন ওয়ার্কশপে ক্যারিয়ারের জন্য প্রশিক্ষণ পায়।',
    },
    fee: { admission: 5000, semester: 5000, monthly: 2000, category: 'marine' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'automobile',
    title: { en: 'Automobile Technology', bn: 'অটোমোবাইল টেকনোলজি' },
    shortName: { en: 'Automobile', bn: 'অটোমোবাইল' },
    description: {
      en: 'Engines, transmissions, vehicle electrics, diagnostics and the servicing of cars, buses and motorcycles, with practice in our automobile workshop.',
      bn: 'গাড়ি, বাস ও মোটরসাইকেলের ইঞ্জিন, ট্রান্সমিশন, বৈদ্যুতিক ব্যবস্থা, ত্রুটি নির্ণয় ও সার্ভিসিং — আমাদের অটোমোবাইল ওয়ার্কশপে হাতে-কলমে অনুশীলনসহ।',
    },
    fee: { ...GROUP_C, category: 'technology' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'electronics',
    title: { en: 'Electronics Technology', bn: 'ইলেকট্রনিক্স টেকনোলজি' },
    shortName: { en: 'Electronics', bn: 'ইলেকট্রনিক্স' },
    description: {
      en: 'Analog and digital electronics, microcontrollers, communication systems and the repair of electronic equipment. Students design and build circuits from the first semester.',
      bn: 'অ্যানালগ ও ডিজিটাল ইলেকট্রনিক্স, মাইক্রোকন্ট্রোলার, কমিউনিকেশন সিস্টেম এবং ইলেকট্রনিক যন্ত্রপাতি মেরামত। প্রথম সেমিস্টার থেকেই শিক্ষার্থীরা সার্কিট ডিজাইন ও তৈরি করে।',
    },
    fee: { ...GROUP_C, category: 'engineering' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'garments-design',
    title: { en: 'Garments Design and Pattern Making Technology', bn: 'গার্মেন্টস ডিজাইন অ্যান্ড প্যাটার্ন মেকিং টেকনোলজি' },
    shortName: { en: 'Garments Design', bn: 'গার্মেন্টস ডিজাইন' },
    description: {
      en: 'Fashion sketching, pattern making, cutting, sewing technology and garment merchandising, for careers in the ready-made garments industry.',
      bn: 'ফ্যাশন স্কেচিং, প্যাটার্ন মেকিং, কাটিং, সেলাই প্রযুক্তি ও গার্মেন্টস মার্চেন্ডাইজিং — তৈরি পোশাক শিল্পে ক্যারিয়ার গড়ার জন্য।',
    },
    fee: { ...GROUP_C, category: 'design' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'architecture',
    // Renamed from Architecture and Interior Design Technology: /departments/architecture-and-interior-design is the notice.
    title: { en: 'Architecture Technology', bn: 'আর্কিটেকচার টেকনোলজি' },
    shortName: { en: 'Architecture', bn: 'আর্কিটেকচার' },
    description: {
      en: 'Architectural drawing, building design, interior design, CAD and 3D visualisation. Studio projects take students from a first sketch to a complete set of drawings.',
      bn: 'আর্কিটেকচারাল ড্রয়িং, ভবনের নকশা, ইন্টেরিয়র ডিজাইন, ক্যাড ও থ্রিডি ভিজ্যুয়ালাইজেশন। স্টুডিও প্রকল্পে শিক্ষার্থীরা প্রথম স্কেচ থেকে পূর্ণাঙ্গ নকশা তৈরি পর্যন্ত কাজ শেখে।',
    },
    fee: { ...GROUP_D, category: 'design' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'power',
    title: { en: 'Power Technology', bn: 'পাওয়ার টেকনোলজি' },
    shortName: { en: 'Power', bn: 'পাওয়ার' },
    description: {
      en: 'Power plant operation, boilers and turbines, generation and distribution equipment and renewable energy, preparing students for power stations and energy companies.',
      bn: 'বিদ্যুৎকেন্দ্র পরিচালনা, বয়লার ও টারবাইন, উৎপাদন ও বিতরণ যন্ত্রপাতি এবং নবায়নযোগ্য জ্বালানি — বিদ্যুৎকেন্দ্র ও জ্বালানি প্রতিষ্ঠানে কাজের প্রস্তুতি।',
    },
    fee: { ...GROUP_D, category: 'engineering' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'shipbuilding',
    title: { en: 'Shipbuilding Technology', bn: 'শিপবিল্ডিং টেকনোলজি' },
    shortName: { en: 'Shipbuilding', bn: 'শিপবিল্ডিং' },
    description: {
      en: 'Ship design, hull construction, welding and fabrication, and shipyard production planning, with visits to the shipyards on the rivers around Khulna.',
      bn: 'জাহাজের নকশা, হাল নির্মাণ, ওয়েল্ডিং ও ফেব্রিকেশন এবং শিপইয়ার্ডের উৎপাদন পরিকল্পনা — খুলনার আশপাশের নদীতীরের শিপইয়ার্ড পরিদর্শনসহ।',
    },
    fee: { admission: 5000, semester: 7000, monthly: 0, category: 'marine' },
    admissionOpen: true,
    courseImages: 2,
  },
  {
    slug: 'refrigeration-air-conditioning',
    title: { en: 'Refrigeration and Air Conditioning Technology', bn: 'রেফ্রিজারেশন অ্যান্ড এয়ারকন্ডিশনিং টেকনোলজি' },
    shortName: { en: 'Refrigeration & AC', bn: 'রেফ্রিজারেশন ও এসি' },
    description: {
      en: 'Refrigeration cycles, air-conditioning systems, cold storage, and the installation and servicing of HVAC equipment: a fast-growing field in homes, factories and food storage.',
      bn: 'রেফ্রিজারেশন চক্র, এয়ারকন্ডিশনিং সিস্টেম, কোল্ড স্টোরেজ এবং এইচভিএসি যন্ত্রপাতি স্থাপন ও সার্ভিসিং — বাসাবাড়ি, কারখানা ও খাদ্য সংরক্ষণে দ্রুত বাড়তে থাকা একটি ক্ষেত্র।',
    },
    fee: { ...GROUP_C, category: 'technology' },
    admissionOpen: true,
    courseImages: 1,
  },
  {
    slug: 'chemical',
    title: { en: 'Chemical Technology', bn: 'কেমিক্যাল টেকনোলজি' },
    shortName: { en: 'Chemical', bn: 'কেমিক্যাল' },
    description: {
      en: 'Chemical process industries, unit operations, industrial chemistry, quality control and plant safety, for careers in fertiliser, cement, paper and pharmaceutical plants.',
      bn: 'রাসায়নিক প্রক্রিয়া শিল্প, ইউনিট অপারেশন, শিল্প রসায়ন, মান নিয়ন্ত্রণ ও কারখানার নিরাপত্তা — সার, সিমেন্ট, কাগজ ও ওষুধ কারখানায় ক্যারিয়ারের জন্য।',
    },
    fee: { ...GROUP_C, category: 'technology' },
    // Not every technology takes students every session: the admission dropdown leaves it out.
    admissionOpen: false,
    courseImages: 1,
  },
  {
    slug: 'food',
    title: { en: 'Food Technology', bn: 'ফুড টেকনোলজি' },
    shortName: { en: 'Food', bn: 'ফুড' },
    description: {
      en: 'Food processing and preservation, food microbiology, quality assurance and packaging, for the agro-processing and frozen-food industries of the south-west.',
      bn: 'খাদ্য প্রক্রিয়াজাতকরণ ও সংরক্ষণ, খাদ্য অণুজীববিজ্ঞান, মান নিশ্চিতকরণ ও প্যাকেজিং — দক্ষিণ-পশ্চিমাঞ্চলের কৃষিপণ্য প্রক্রিয়াজাতকরণ ও হিমায়িত খাদ্য শিল্পের জন্য।',
    },
    fee: { ...GROUP_C, category: 'technology' },
    admissionOpen: true,
    courseImages: 1,
  },
];

/** Notices over the last two years, newest first; the first is dated the day of seeding. */
/**
 * How many of the newest notices have a Bengali PDF beside the English one. The rest exist in
 * English only, as older notices of a real institute do: a Bengali page says so beside them.
 * (Each Bengali PDF embeds its share of the Bengali font, some 20 KB: not all 52.)
 */
export const DEMO_BENGALI_NOTICES = 10;

export const DEMO_NOTICES: { slug: string; daysAgo: number; title: Bilingual; bengaliFile: boolean }[] = [
  { daysAgo: 0, title: { en: 'Online admission for the {session} session is open', bn: '{session} সেশনে অনলাইনে ভর্তির আবেদন চলছে' } },
  { daysAgo: 2, title: { en: 'Class routine for the 1st, 3rd, 5th and 7th semesters', bn: '১ম, ৩য়, ৫ম ও ৭ম সেমিস্টারের ক্লাস রুটিন' } },
  { daysAgo: 5, title: { en: 'Mid-term examination schedule', bn: 'মিড-টার্ম পরীক্ষার সময়সূচি' } },
  { daysAgo: 9, title: { en: 'Campus closed for a public holiday', bn: 'সরকারি ছুটি উপলক্ষে ক্যাম্পাস বন্ধ থাকবে' } },
  { daysAgo: 12, title: { en: 'Government stipend: submission of bank account details', bn: 'সরকারি উপবৃত্তি: ব্যাংক হিসাবের তথ্য জমা দেওয়ার বিজ্ঞপ্তি' } },
  { daysAgo: 16, title: { en: 'Industrial attachment placements for 8th-semester students', bn: '৮ম সেমিস্টারের শিক্ষার্থীদের ইন্ডাস্ট্রিয়াল অ্যাটাচমেন্টের তালিকা' } },
  { daysAgo: 20, title: { en: 'Library card renewal', bn: 'লাইব্রেরি কার্ড নবায়ন সংক্রান্ত বিজ্ঞপ্তি' } },
  { daysAgo: 25, title: { en: 'Result of the 2nd-semester final examination', bn: '২য় সেমিস্টার সমাপনী পরীক্ষার ফলাফল' } },
  { daysAgo: 31, title: { en: 'Form fill-up for the board final examination', bn: 'বোর্ড সমাপনী পরীক্ষার ফরম পূরণ' } },
  { daysAgo: 38, title: { en: 'Annual sports week: registration of teams', bn: 'বার্ষিক ক্রীড়া সপ্তাহ: দলের নিবন্ধন' } },
  { daysAgo: 44, title: { en: 'Merit scholarship: applications from SSC GPA 5.00 holders', bn: 'মেধাবৃত্তি: এসএসসিতে জিপিএ ৫.০০ প্রাপ্তদের আবেদন' } },
  { daysAgo: 51, title: { en: 'Workshop safety training for 1st-semester students', bn: '১ম সেমিস্টারের শিক্ষার্থীদের ওয়ার্কশপ নিরাপত্তা প্রশিক্ষণ' } },
  { daysAgo: 58, title: { en: 'Guardian meeting of the Computer department', bn: 'কম্পিউটার বিভাগের অভিভাবক সভা' } },
  { daysAgo: 66, title: { en: 'Last date for paying this semester’s tuition fee', bn: 'চলতি সেমিস্টারের টিউশন ফি পরিশোধের শেষ তারিখ' } },
  { daysAgo: 73, title: { en: 'Blood donation camp on campus', bn: 'ক্যাম্পাসে রক্তদান কর্মসূচি' } },
  { daysAgo: 80, title: { en: 'Job fair with industry partners', bn: 'শিল্প অংশীদারদের সঙ্গে চাকরি মেলা' } },
  { daysAgo: 88, title: { en: 'Make-up classes for the Civil department', bn: 'সিভিল বিভাগের মেকআপ ক্লাস' } },
  { daysAgo: 95, title: { en: 'Results of the mid-term examination published', bn: 'মিড-টার্ম পরীক্ষার ফলাফল প্রকাশ' } },
  { daysAgo: 104, title: { en: 'Science and innovation fair: project submission', bn: 'বিজ্ঞান ও উদ্ভাবনী মেলা: প্রকল্প জমাদান' } },
  { daysAgo: 112, title: { en: 'New lab hours for the Electronics department', bn: 'ইলেকট্রনিক্স বিভাগের ল্যাবের নতুন সময়সূচি' } },
  { daysAgo: 121, title: { en: 'Orientation programme for newly admitted students', bn: 'নবাগত শিক্ষার্থীদের ওরিয়েন্টেশন অনুষ্ঠান' } },
  { daysAgo: 130, title: { en: 'Admission test result and list of selected applicants', bn: 'ভর্তি পরীক্ষার ফলাফল ও নির্বাচিত আবেদনকারীদের তালিকা' } },
  { daysAgo: 140, title: { en: 'Re-admission after a break in studies', bn: 'বিরতির পর পুনঃভর্তি সংক্রান্ত বিজ্ঞপ্তি' } },
  { daysAgo: 151, title: { en: 'Semester break', bn: 'সেমিস্টার বিরতি' } },
  { daysAgo: 163, title: { en: 'Free spoken English course for students', bn: 'শিক্ষার্থীদের জন্য বিনামূল্যে ইংরেজি কথোপকথন কোর্স' } },
  { daysAgo: 175, title: { en: 'Submission of internship reports', bn: 'ইন্টার্নশিপ প্রতিবেদন জমাদান' } },
  { daysAgo: 188, title: { en: 'Marine department ship visit at Mongla', bn: 'মেরিন বিভাগের মোংলায় জাহাজ পরিদর্শন' } },
  { daysAgo: 200, title: { en: 'Board examination centre and seat plan', bn: 'বোর্ড পরীক্ষার কেন্দ্র ও আসন বিন্যাস' } },
  { daysAgo: 214, title: { en: 'Stipend payment through mobile banking', bn: 'মোবাইল ব্যাংকিংয়ের মাধ্যমে উপবৃত্তি বিতরণ' } },
  { daysAgo: 227, title: { en: 'Debate club: inter-department competition', bn: 'বিতর্ক ক্লাব: আন্তঃবিভাগীয় বিতর্ক প্রতিযোগিতা' } },
  { daysAgo: 241, title: { en: 'Revised academic calendar', bn: 'সংশোধিত একাডেমিক ক্যালেন্ডার' } },
  { daysAgo: 255, title: { en: 'Career counselling for final-year students', bn: 'শেষ বর্ষের শিক্ষার্থীদের জন্য ক্যারিয়ার কাউন্সেলিং' } },
  { daysAgo: 270, title: { en: 'ID card collection for 1st-semester students', bn: '১ম সেমিস্টারের শিক্ষার্থীদের পরিচয়পত্র সংগ্রহ' } },
  { daysAgo: 286, title: { en: 'Hostel seat allocation', bn: 'হোস্টেলে আসন বরাদ্দ' } },
  { daysAgo: 301, title: { en: 'Architecture studio exhibition', bn: 'আর্কিটেকচার স্টুডিও প্রদর্শনী' } },
  { daysAgo: 318, title: { en: 'Result of the 4th-semester final examination', bn: '৪র্থ সেমিস্টার সমাপনী পরীক্ষার ফলাফল' } },
  { daysAgo: 335, title: { en: 'Tree planting programme', bn: 'বৃক্ষরোপণ কর্মসূচি' } },
  { daysAgo: 352, title: { en: 'Preventing ragging: the student code of conduct', bn: 'র‍্যাগিং প্রতিরোধ ও শিক্ষার্থী আচরণবিধি' } },
  { daysAgo: 370, title: { en: 'Second phase of admission', bn: 'দ্বিতীয় পর্যায়ের ভর্তি বিজ্ঞপ্তি' } },
  { daysAgo: 390, title: { en: 'Power department visit to a power station', bn: 'পাওয়ার বিভাগের বিদ্যুৎকেন্দ্র পরিদর্শন' } },
  { daysAgo: 410, title: { en: 'Workshop on occupational health and safety', bn: 'পেশাগত স্বাস্থ্য ও নিরাপত্তা বিষয়ক কর্মশালা' } },
  { daysAgo: 432, title: { en: 'Textile department mill visit', bn: 'টেক্সটাইল বিভাগের মিল পরিদর্শন' } },
  { daysAgo: 455, title: { en: 'Cultural programme: call for performers', bn: 'সাংস্কৃতিক অনুষ্ঠান: অংশগ্রহণকারীদের আহ্বান' } },
  { daysAgo: 480, title: { en: 'Result of the 6th-semester final examination', bn: '৬ষ্ঠ সেমিস্টার সমাপনী পরীক্ষার ফলাফল' } },
  { daysAgo: 505, title: { en: 'Campus Wi-Fi registration', bn: 'ক্যাম্পাস ওয়াই-ফাই নিবন্ধন' } },
  { daysAgo: 532, title: { en: "Parents' day", bn: 'অভিভাবক দিবস' } },
  { daysAgo: 560, title: { en: 'Food Technology seminar on food safety', bn: 'খাদ্য নিরাপত্তা বিষয়ে ফুড টেকনোলজি বিভাগের সেমিনার' } },
  { daysAgo: 590, title: { en: 'Magazine: call for articles', bn: 'ম্যাগাজিন: লেখা আহ্বান' } },
  { daysAgo: 620, title: { en: 'First aid training for students', bn: 'শিক্ষার্থীদের প্রাথমিক চিকিৎসা প্রশিক্ষণ' } },
  { daysAgo: 655, title: { en: 'Automobile workshop renovation: classes rescheduled', bn: 'অটোমোবাইল ওয়ার্কশপ সংস্কার: ক্লাসের সময় পরিবর্তন' } },
  { daysAgo: 690, title: { en: 'Annual prize-giving ceremony', bn: 'বার্ষিক পুরস্কার বিতরণী অনুষ্ঠান' } },
  { daysAgo: 715, title: { en: 'Shipbuilding department welding competition', bn: 'শিপবিল্ডিং বিভাগের ওয়েল্ডিং প্রতিযোগিতা' } },
].map((notice, index) => ({ slug: `notice-${String(index + 1).padStart(2, '0')}`, ...notice, bengaliFile: index < DEMO_BENGALI_NOTICES }));

/** Jobs: posted before the day of seeding; a negative deadline has passed. */
export const DEMO_JOBS: { slug: string; postedDaysAgo: number; deadlineInDays: number; title: Bilingual; company: Bilingual; location: Bilingual }[] = [
  { postedDaysAgo: 1, deadlineInDays: 20, title: { en: 'Junior Software Developer', bn: 'জুনিয়র সফটওয়্যার ডেভেলপার' }, company: { en: 'Bhairab Digital Labs Ltd.', bn: 'ভৈরব ডিজিটাল ল্যাবস লিমিটেড' }, location: { en: 'Khulna', bn: 'খুলনা' } },
  { postedDaysAgo: 3, deadlineInDays: 14, title: { en: 'Site Supervisor (Civil)', bn: 'সাইট সুপারভাইজার (সিভিল)' }, company: { en: 'Nabaganga Builders Ltd.', bn: 'নবগঙ্গা বিল্ডার্স লিমিটেড' }, location: { en: 'Jashore', bn: 'যশোর' } },
  { postedDaysAgo: 6, deadlineInDays: 10, title: { en: 'Industrial Electrician', bn: 'ইন্ডাস্ট্রিয়াল ইলেকট্রিশিয়ান' }, company: { en: 'Rupsha Riverside Textiles Ltd.', bn: 'রূপসা রিভারসাইড টেক্সটাইলস লিমিটেড' }, location: { en: 'Rupsha, Khulna', bn: 'রূপসা, খুলনা' } },
  { postedDaysAgo: 9, deadlineInDays: 21, title: { en: 'Marine Engine Cadet', bn: 'মেরিন ইঞ্জিন ক্যাডেট' }, company: { en: 'Shibsa Marine Works Ltd.', bn: 'শিবসা মেরিন ওয়ার্কস লিমিটেড' }, location: { en: 'Mongla, Bagerhat', bn: 'মোংলা, বাগেরহাট' } },
  { postedDaysAgo: 12, deadlineInDays: 5, title: { en: 'CNC Machine Operator', bn: 'সিএনসি মেশিন অপারেটর' }, company: { en: 'Kopotakkho Engineering Works', bn: 'কপোতাক্ষ ইঞ্জিনিয়ারিং ওয়ার্কস' }, location: { en: 'Shiromoni, Khulna', bn: 'শিরোমণি, খুলনা' } },
  { postedDaysAgo: 15, deadlineInDays: 2, title: { en: 'Auto Mechanic', bn: 'অটো মেকানিক' }, company: { en: 'Chitra Auto Care', bn: 'চিত্রা অটো কেয়ার' }, location: { en: 'Satkhira', bn: 'সাতক্ষীরা' } },
  { postedDaysAgo: 20, deadlineInDays: -3, title: { en: 'Electronics Technician', bn: 'ইলেকট্রনিক্স টেকনিশিয়ান' }, company: { en: 'Atai Electronics Ltd.', bn: 'আটাই ইলেকট্রনিক্স লিমিটেড' }, location: { en: 'Dhaka', bn: 'ঢাকা' } },
  { postedDaysAgo: 26, deadlineInDays: -8, title: { en: 'Assistant Pattern Maker', bn: 'সহকারী প্যাটার্ন মেকার' }, company: { en: 'Golpata Apparels Ltd.', bn: 'গোলপাতা অ্যাপারেলস লিমিটেড' }, location: { en: 'Gazipur', bn: 'গাজীপুর' } },
  { postedDaysAgo: 33, deadlineInDays: -12, title: { en: 'Draughtsman (Architecture)', bn: 'ড্রাফটসম্যান (আর্কিটেকচার)' }, company: { en: 'Sundori Design Studio', bn: 'সুন্দরী ডিজাইন স্টুডিও' }, location: { en: 'Khulna', bn: 'খুলনা' } },
  { postedDaysAgo: 41, deadlineInDays: -20, title: { en: 'Power Plant Technician', bn: 'পাওয়ার প্ল্যান্ট টেকনিশিয়ান' }, company: { en: 'Delta Power Services Ltd.', bn: 'ডেল্টা পাওয়ার সার্ভিসেস লিমিটেড' }, location: { en: 'Khalishpur, Khulna', bn: 'খালিশপুর, খুলনা' } },
  { postedDaysAgo: 50, deadlineInDays: -30, title: { en: 'Fitter and Welder', bn: 'ফিটার ও ওয়েল্ডার' }, company: { en: 'Pashur Shipyard Ltd.', bn: 'পশুর শিপইয়ার্ড লিমিটেড' }, location: { en: 'Labanchara, Khulna', bn: 'লবণচরা, খুলনা' } },
  { postedDaysAgo: 58, deadlineInDays: -35, title: { en: 'Refrigeration and AC Technician', bn: 'রেফ্রিজারেশন ও এসি টেকনিশিয়ান' }, company: { en: 'Mayur Cold Chain Ltd.', bn: 'ময়ূর কোল্ড চেইন লিমিটেড' }, location: { en: 'Khulna', bn: 'খুলনা' } },
  { postedDaysAgo: 66, deadlineInDays: -45, title: { en: 'Quality Control Assistant', bn: 'কোয়ালিটি কন্ট্রোল সহকারী' }, company: { en: 'Keya Chemicals Ltd.', bn: 'কেয়া কেমিক্যালস লিমিটেড' }, location: { en: 'Chattogram', bn: 'চট্টগ্রাম' } },
  { postedDaysAgo: 75, deadlineInDays: -55, title: { en: 'Production Supervisor', bn: 'প্রোডাকশন সুপারভাইজার' }, company: { en: 'Golpata Foods Ltd.', bn: 'গোলপাতা ফুডস লিমিটেড' }, location: { en: 'Bagerhat', bn: 'বাগেরহাট' } },
].map((job, index) => ({ slug: `job-${String(index + 1).padStart(2, '0')}`, ...job }));

/** Events around the day of seeding: three past, five to come. */
export const DEMO_EVENTS: { slug: string; inDays: number; title: Bilingual }[] = [
  { slug: 'sports-day', inDays: -75, title: { en: 'Annual sports day', bn: 'বার্ষিক ক্রীড়া দিবস' } },
  { slug: 'career-fair', inDays: -30, title: { en: 'Career fair with industry partners', bn: 'শিল্প অংশীদারদের সঙ্গে ক্যারিয়ার মেলা' } },
  { slug: 'renewable-energy-seminar', inDays: -8, title: { en: 'Seminar on renewable energy', bn: 'নবায়নযোগ্য জ্বালানি বিষয়ক সেমিনার' } },
  { slug: 'orientation', inDays: 4, title: { en: 'Orientation for newly admitted students', bn: 'নবাগত শিক্ষার্থীদের ওরিয়েন্টেশন' } },
  { slug: 'programming-contest', inDays: 11, title: { en: 'Inter-department programming contest', bn: 'আন্তঃবিভাগীয় প্রোগ্রামিং প্রতিযোগিতা' } },
  { slug: 'science-fair', inDays: 19, title: { en: 'Science and innovation fair', bn: 'বিজ্ঞান ও উদ্ভাবনী মেলা' } },
  { slug: 'blood-donation', inDays: 33, title: { en: 'Blood donation camp', bn: 'রক্তদান কর্মসূচি' } },
  { slug: 'cultural-evening', inDays: 52, title: { en: 'Cultural evening', bn: 'সাংস্কৃতিক সন্ধ্যা' } },
];

const DESIGNATION = {
  chief: { en: 'Chief Instructor', bn: 'চিফ ইনস্ট্রাক্টর' },
  instructor: { en: 'Instructor', bn: 'ইনস্ট্রাক্টর' },
  junior: { en: 'Junior Instructor', bn: 'জুনিয়র ইনস্ট্রাক্টর' },
  craft: { en: 'Craft Instructor', bn: 'ক্রাফট ইনস্ট্রাক্টর' },
  workshop: { en: 'Workshop Super', bn: 'ওয়ার্কশপ সুপার' },
} satisfies Record<string, Bilingual>;

/** Faculty; `picture: false` for the few without a photo (pages show a placeholder). */
export const DEMO_FACULTY: { slug: string; name: Bilingual; department: string; designation: Bilingual; picture: boolean }[] = [
  { slug: 'faculty-tanvir-ahmed', name: { en: 'Engr. Tanvir Ahmed', bn: 'প্রকৌশলী তানভীর আহমেদ' }, department: 'computer', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-nusrat-jahan', name: { en: 'Nusrat Jahan', bn: 'নুসরাত জাহান' }, department: 'computer', designation: DESIGNATION.instructor, picture: true },
  { slug: 'faculty-sohel-rana', name: { en: 'Md. Sohel Rana', bn: 'মো. সোহেল রানা' }, department: 'computer', designation: DESIGNATION.junior, picture: false },
  { slug: 'faculty-farzana-yasmin', name: { en: 'Farzana Yasmin', bn: 'ফারজানা ইয়াসমিন' }, department: 'computer', designation: DESIGNATION.junior, picture: true },
  { slug: 'faculty-mahbubur-rahman', name: { en: 'Engr. Mahbubur Rahman', bn: 'প্রকৌশলী মাহবুবুর রহমান' }, department: 'civil', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-sharmin-sultana', name: { en: 'Sharmin Sultana', bn: 'শারমিন সুলতানা' }, department: 'civil', designation: DESIGNATION.instructor, picture: true },
  { slug: 'faculty-abu-sayeed', name: { en: 'Abu Sayeed', bn: 'আবু সাঈদ' }, department: 'civil', designation: DESIGNATION.craft, picture: false },
  { slug: 'faculty-kamrul-hasan', name: { en: 'Engr. Kamrul Hasan', bn: 'প্রকৌশলী কামরুল হাসান' }, department: 'electrical', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-rokeya-khatun', name: { en: 'Rokeya Khatun', bn: 'রোকেয়া খাতুন' }, department: 'electrical', designation: DESIGNATION.instructor, picture: true },
  { slug: 'faculty-jahidul-islam', name: { en: 'Md. Jahidul Islam', bn: 'মো. জাহিদুল ইসলাম' }, department: 'electrical', designation: DESIGNATION.junior, picture: true },
  { slug: 'faculty-shafiqul-alam', name: { en: 'Engr. Shafiqul Alam', bn: 'প্রকৌশলী শফিকুল আলম' }, department: 'mechanical', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-habibur-rahman', name: { en: 'Habibur Rahman', bn: 'হাবিবুর রহমান' }, department: 'mechanical', designation: DESIGNATION.workshop, picture: false },
  { slug: 'faculty-mousumi-akter', name: { en: 'Mousumi Akter', bn: 'মৌসুমী আক্তার' }, department: 'mechanical', designation: DESIGNATION.instructor, picture: true },
  { slug: 'faculty-sabina-yeasmin', name: { en: 'Sabina Yeasmin', bn: 'সাবিনা ইয়াসমিন' }, department: 'textile', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-arifur-rahman', name: { en: 'Arifur Rahman', bn: 'আরিফুর রহমান' }, department: 'textile', designation: DESIGNATION.instructor, picture: true },
  { slug: 'faculty-golam-mostafa', name: { en: 'Capt. Golam Mostafa', bn: 'ক্যাপ্টেন গোলাম মোস্তফা' }, department: 'marine', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-rezaul-karim', name: { en: 'Engr. Rezaul Karim', bn: 'প্রকৌশলী রেজাউল করিম' }, department: 'marine', designation: DESIGNATION.instructor, picture: false },
  { slug: 'faculty-tahmina-begum', name: { en: 'Tahmina Begum', bn: 'তাহমিনা বেগম' }, department: 'electronics', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-imran-hossain', name: { en: 'Imran Hossain', bn: 'ইমরান হোসেন' }, department: 'electronics', designation: DESIGNATION.junior, picture: true },
  { slug: 'faculty-nazia-haque', name: { en: 'Ar. Nazia Haque', bn: 'স্থপতি নাজিয়া হক' }, department: 'architecture', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-mehedi-hasan', name: { en: 'Mehedi Hasan', bn: 'মেহেদী হাসান' }, department: 'architecture', designation: DESIGNATION.instructor, picture: true },
  { slug: 'faculty-anisur-rahman', name: { en: 'Md. Anisur Rahman', bn: 'মো. আনিসুর রহমান' }, department: 'automobile', designation: DESIGNATION.chief, picture: false },
  { slug: 'faculty-monirul-islam', name: { en: 'Engr. Monirul Islam', bn: 'প্রকৌশলী মনিরুল ইসলাম' }, department: 'power', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-saiful-islam', name: { en: 'Engr. Saiful Islam', bn: 'প্রকৌশলী সাইফুল ইসলাম' }, department: 'shipbuilding', designation: DESIGNATION.instructor, picture: true },
  { slug: 'faculty-lubna-ferdous', name: { en: 'Lubna Ferdous', bn: 'লুবনা ফেরদৌস' }, department: 'garments-design', designation: DESIGNATION.instructor, picture: true },
  { slug: 'faculty-ayesha-siddika', name: { en: 'Dr. Ayesha Siddika', bn: 'ড. আয়েশা সিদ্দিকা' }, department: 'food', designation: DESIGNATION.chief, picture: true },
  { slug: 'faculty-rakibul-hasan', name: { en: 'Md. Rakibul Hasan', bn: 'মো. রাকিবুল হাসান' }, department: 'refrigeration-air-conditioning', designation: DESIGNATION.junior, picture: false },
  { slug: 'faculty-shahnaz-parvin', name: { en: 'Shahnaz Parvin', bn: 'শাহনাজ পারভীন' }, department: 'chemical', designation: DESIGNATION.instructor, picture: true },
];

export const DEMO_LABS: { slug: string; title: Bilingual }[] = [
  { slug: 'programming-lab', title: { en: 'Programming Lab', bn: 'প্রোগ্রামিং ল্যাব' } },
  { slug: 'networking-lab', title: { en: 'Computer Networking Lab', bn: 'কম্পিউটার নেটওয়ার্কিং ল্যাব' } },
  { slug: 'surveying-lab', title: { en: 'Surveying Lab', bn: 'সার্ভেয়িং ল্যাব' } },
  { slug: 'materials-testing-lab', title: { en: 'Concrete and Materials Testing Lab', bn: 'কংক্রিট ও ম্যাটেরিয়াল টেস্টিং ল্যাব' } },
  { slug: 'electrical-machines-lab', title: { en: 'Electrical Machines Lab', bn: 'ইলেকট্রিক্যাল মেশিন ল্যাব' } },
  { slug: 'electronic-circuits-lab', title: { en: 'Electronic Circuits Lab', bn: 'ইলেকট্রনিক সার্কিট ল্যাব' } },
  { slug: 'machine-shop', title: { en: 'Machine Shop', bn: 'মেশিন শপ' } },
  { slug: 'welding-shop', title: { en: 'Welding Shop', bn: 'ওয়েল্ডিং শপ' } },
  { slug: 'textile-testing-lab', title: { en: 'Textile Testing Lab', bn: 'টেক্সটাইল টেস্টিং ল্যাব' } },
  { slug: 'marine-engine-lab', title: { en: 'Marine Engine Lab', bn: 'মেরিন ইঞ্জিন ল্যাব' } },
  { slug: 'automobile-workshop', title: { en: 'Automobile Workshop', bn: 'অটোমোবাইল ওয়ার্কশপ' } },
  { slug: 'architecture-studio', title: { en: 'Architecture Design Studio', bn: 'আর্কিটেকচার ডিজাইন স্টুডিও' } },
  { slug: 'refrigeration-lab', title: { en: 'Refrigeration and AC Lab', bn: 'রেফ্রিজারেশন ও এসি ল্যাব' } },
  { slug: 'food-processing-lab', title: { en: 'Food Processing Lab', bn: 'ফুড প্রসেসিং ল্যাব' } },
];

/** Magazine issues, dated the first day of the month `monthsAgo` months before seeding. */
export const DEMO_MAGAZINES: { slug: string; monthsAgo: number; title: Bilingual }[] = [
  { slug: 'technical-review-vol-4', monthsAgo: 2, title: { en: 'MIST Technical Review, Volume 4', bn: 'মিস্ট টেকনিক্যাল রিভিউ, চতুর্থ সংখ্যা' } },
  { slug: 'projects-yearbook', monthsAgo: 8, title: { en: 'Projects and Innovation Yearbook', bn: 'প্রকল্প ও উদ্ভাবন বর্ষপত্র' } },
  { slug: 'technical-review-vol-3', monthsAgo: 14, title: { en: 'MIST Technical Review, Volume 3', bn: 'মিস্ট টেকনিক্যাল রিভিউ, তৃতীয় সংখ্যা' } },
  { slug: 'campus-life', monthsAgo: 20, title: { en: 'Campus Life', bn: 'ক্যাম্পাস জীবন' } },
  { slug: 'technical-review-vol-2', monthsAgo: 26, title: { en: 'MIST Technical Review, Volume 2', bn: 'মিস্ট টেকনিক্যাল রিভিউ, দ্বিতীয় সংখ্যা' } },
];

export const DEMO_ACADEMIC_PROGRESS: { slug: string; title: Bilingual }[] = [
  { slug: 'robotics-team', title: { en: 'Robotics team wins the divisional contest', bn: 'রোবোটিক্স দল বিভাগীয় প্রতিযোগিতায় বিজয়ী' } },
  { slug: 'cnc-machine', title: { en: 'A new CNC machine in the mechanical workshop', bn: 'মেকানিক্যাল ওয়ার্কশপে নতুন সিএনসি মেশিন' } },
  { slug: 'solar-microgrid', title: { en: 'Solar micro-grid built by Power students', bn: 'পাওয়ার বিভাগের শিক্ষার্থীদের তৈরি সোলার মাইক্রো-গ্রিড' } },
  { slug: 'industrial-attachment', title: { en: 'Industrial attachment at partner factories', bn: 'অংশীদার কারখানায় ইন্ডাস্ট্রিয়াল অ্যাটাচমেন্ট' } },
  { slug: 'model-exhibition', title: { en: "Architecture students' model exhibition", bn: 'আর্কিটেকচার শিক্ষার্থীদের মডেল প্রদর্শনী' } },
  { slug: 'web-bootcamp', title: { en: 'Web development bootcamp', bn: 'ওয়েব ডেভেলপমেন্ট বুটক্যাম্প' } },
  { slug: 'ship-model', title: { en: 'Ship model tests in the marine lab', bn: 'মেরিন ল্যাবে জাহাজের মডেল পরীক্ষা' } },
  { slug: 'textile-lab-upgrade', title: { en: 'Textile testing lab upgraded', bn: 'টেক্সটাইল টেস্টিং ল্যাবের আধুনিকায়ন' } },
  { slug: 'science-fair-projects', title: { en: 'Science fair: 40 student projects', bn: 'বিজ্ঞান মেলায় শিক্ষার্থীদের ৪০টি প্রকল্প' } },
  { slug: 'graduate-placement', title: { en: 'Graduates placed with industry partners', bn: 'শিল্প অংশীদার প্রতিষ্ঠানে স্নাতকদের নিয়োগ' } },
  { slug: 'food-safety-campaign', title: { en: 'Food safety awareness campaign', bn: 'খাদ্য নিরাপত্তা সচেতনতা কার্যক্রম' } },
  { slug: 'ev-conversion', title: { en: 'Electric vehicle conversion project', bn: 'বৈদ্যুতিক গাড়িতে রূপান্তর প্রকল্প' } },
];

export const DEMO_PARTNERS: { slug: string; name: Bilingual }[] = [
  { slug: 'rupsha-riverside-textiles', name: { en: 'Rupsha Riverside Textiles', bn: 'রূপসা রিভারসাইড টেক্সটাইলস' } },
  { slug: 'shibsa-marine-works', name: { en: 'Shibsa Marine Works', bn: 'শিবসা মেরিন ওয়ার্কস' } },
  { slug: 'bhairab-digital-labs', name: { en: 'Bhairab Digital Labs', bn: 'ভৈরব ডিজিটাল ল্যাবস' } },
  { slug: 'nabaganga-builders', name: { en: 'Nabaganga Builders', bn: 'নবগঙ্গা বিল্ডার্স' } },
  { slug: 'delta-power-services', name: { en: 'Delta Power Services', bn: 'ডেল্টা পাওয়ার সার্ভিসেস' } },
  { slug: 'pashur-shipyard', name: { en: 'Pashur Shipyard', bn: 'পশুর শিপইয়ার্ড' } },
  { slug: 'golpata-foods', name: { en: 'Golpata Foods', bn: 'গোলপাতা ফুডস' } },
  { slug: 'chitra-auto-care', name: { en: 'Chitra Auto Care', bn: 'চিত্রা অটো কেয়ার' } },
  { slug: 'mayur-cold-chain', name: { en: 'Mayur Cold Chain', bn: 'ময়ূর কোল্ড চেইন' } },
  { slug: 'keya-chemicals', name: { en: 'Keya Chemicals', bn: 'কেয়া কেমিক্যালস' } },
  { slug: 'atai-electronics', name: { en: 'Atai Electronics', bn: 'আটাই ইলেকট্রনিক্স' } },
  { slug: 'sundori-design-studio', name: { en: 'Sundori Design Studio', bn: 'সুন্দরী ডিজাইন স্টুডিও' } },
];

/** Graduates; `graduatedYearsAgo` gives their session (batch) relative to the year of seeding. */
export const DEMO_TOP_PERFORMERS: { slug: string; name: Bilingual; department: string; cgpa: number; graduatedYearsAgo: number }[] = [
  { slug: 'tp-sadia-islam', name: { en: 'Sadia Islam', bn: 'সাদিয়া ইসলাম' }, department: 'computer', cgpa: 3.98, graduatedYearsAgo: 1 },
  { slug: 'tp-rakib-hasan', name: { en: 'Rakib Hasan', bn: 'রাকিব হাসান' }, department: 'electrical', cgpa: 3.95, graduatedYearsAgo: 1 },
  { slug: 'tp-lamia-haque', name: { en: 'Lamia Haque', bn: 'লামিয়া হক' }, department: 'architecture', cgpa: 3.94, graduatedYearsAgo: 1 },
  { slug: 'tp-tasnim-rahman', name: { en: 'Tasnim Rahman', bn: 'তাসনিম রহমান' }, department: 'civil', cgpa: 3.93, graduatedYearsAgo: 1 },
  { slug: 'tp-tanjila-sultana', name: { en: 'Tanjila Sultana', bn: 'তানজিলা সুলতানা' }, department: 'computer', cgpa: 3.92, graduatedYearsAgo: 2 },
  { slug: 'tp-mahin-chowdhury', name: { en: 'Mahin Chowdhury', bn: 'মাহিন চৌধুরী' }, department: 'mechanical', cgpa: 3.91, graduatedYearsAgo: 1 },
  { slug: 'tp-jannatul-ferdous', name: { en: 'Jannatul Ferdous', bn: 'জান্নাতুল ফেরদৌস' }, department: 'textile', cgpa: 3.9, graduatedYearsAgo: 2 },
  { slug: 'tp-mim-akter', name: { en: 'Mim Akter', bn: 'মীম আক্তার' }, department: 'garments-design', cgpa: 3.89, graduatedYearsAgo: 1 },
  { slug: 'tp-arif-hossain', name: { en: 'Arif Hossain', bn: 'আরিফ হোসেন' }, department: 'marine', cgpa: 3.88, graduatedYearsAgo: 2 },
  { slug: 'tp-sumaiya-akter', name: { en: 'Sumaiya Akter', bn: 'সুমাইয়া আক্তার' }, department: 'electronics', cgpa: 3.87, graduatedYearsAgo: 1 },
  { slug: 'tp-nabila-noor', name: { en: 'Nabila Noor', bn: 'নাবিলা নূর' }, department: 'food', cgpa: 3.86, graduatedYearsAgo: 2 },
  { slug: 'tp-nayeem-islam', name: { en: 'Nayeem Islam', bn: 'নাঈম ইসলাম' }, department: 'automobile', cgpa: 3.85, graduatedYearsAgo: 1 },
  { slug: 'tp-shakil-ahmed', name: { en: 'Shakil Ahmed', bn: 'শাকিল আহমেদ' }, department: 'power', cgpa: 3.84, graduatedYearsAgo: 2 },
  { slug: 'tp-sabbir-hossain', name: { en: 'Sabbir Hossain', bn: 'সাব্বির হোসেন' }, department: 'civil', cgpa: 3.83, graduatedYearsAgo: 2 },
  { slug: 'tp-fahim-rahman', name: { en: 'Fahim Rahman', bn: 'ফাহিম রহমান' }, department: 'shipbuilding', cgpa: 3.82, graduatedYearsAgo: 1 },
  { slug: 'tp-rifat-hasan', name: { en: 'Rifat Hasan', bn: 'রিফাত হাসান' }, department: 'refrigeration-air-conditioning', cgpa: 3.8, graduatedYearsAgo: 2 },
];

export interface DemoStory {
  slug: string;
  name: Bilingual;
  department: string;
  graduatedYearsAgo: number;
  achievement: Bilingual;
  story: Bilingual;
}

export const DEMO_SUCCESS_STORIES: DemoStory[] = [
  {
    slug: 'story-rubel-hossain',
    name: { en: 'Rubel Hossain', bn: 'রুবেল হোসেন' },
    department: 'computer',
    graduatedYearsAgo: 3,
    achievement: { en: 'Software engineer at a Khulna software firm', bn: 'খুলনার একটি সফটওয়্যার প্রতিষ্ঠানের সফটওয়্যার ইঞ্জিনিয়ার' },
    story: {
      en: 'I came to MIST without ever having written a line of code. The project-based labs and a final-year internship led straight to my first job, where I now build apps for clients across the country.',
      bn: 'কোনো দিন এক লাইন কোড না লিখেই আমি মিস্টে ভর্তি হয়েছিলাম। প্রকল্পভিত্তিক ল্যাব আর শেষ বর্ষের ইন্টার্নশিপ আমাকে সরাসরি প্রথম চাকরিতে পৌঁছে দিয়েছে; এখন আমি সারা দেশের গ্রাহকদের জন্য অ্যাপ তৈরি করি।',
    },
  },
  {
    slug: 'story-shirin-sultana',
    name: { en: 'Shirin Sultana', bn: 'শিরিন সুলতানা' },
    department: 'civil',
    graduatedYearsAgo: 4,
    achievement: { en: 'Assistant engineer at a construction firm in Jashore', bn: 'যশোরের একটি নির্মাণ প্রতিষ্ঠানের সহকারী প্রকৌশলী' },
    story: {
      en: 'Surveying camps and site visits taught me how real projects run. Today I supervise the construction of a six-storey building.',
      bn: 'সার্ভে ক্যাম্প আর নির্মাণস্থল পরিদর্শন থেকে শিখেছি বাস্তব প্রকল্প কীভাবে চলে। আজ আমি একটি ছয়তলা ভবনের নির্মাণকাজ তদারকি করি।',
    },
  },
  {
    slug: 'story-alamgir-kabir',
    name: { en: 'Alamgir Kabir', bn: 'আলমগীর কবির' },
    department: 'marine',
    graduatedYearsAgo: 2,
    achievement: { en: 'Engine cadet on a coastal cargo vessel', bn: 'উপকূলীয় পণ্যবাহী জাহাজের ইঞ্জিন ক্যাডেট' },
    story: {
      en: 'The marine engine lab felt like a real engine room. After my attachment at Mongla I was offered a place on a coastal cargo vessel.',
      bn: 'মেরিন ইঞ্জিন ল্যাবটি যেন সত্যিকারের ইঞ্জিনরুম। মোংলায় অ্যাটাচমেন্ট শেষে একটি উপকূলীয় পণ্যবাহী জাহাজে কাজের প্রস্তাব পাই।',
    },
  },
  {
    slug: 'story-farhana-yeasmin',
    name: { en: 'Farhana Yeasmin', bn: 'ফারহানা ইয়াসমিন' },
    department: 'textile',
    graduatedYearsAgo: 3,
    achievement: { en: 'Quality executive at a knit composite factory', bn: 'একটি নিট কম্পোজিট কারখানার কোয়ালিটি এক্সিকিউটিভ' },
    story: {
      en: 'Textile testing was my favourite subject. Now I lead a small quality team and train new operators.',
      bn: 'টেক্সটাইল টেস্টিং ছিল আমার প্রিয় বিষয়। এখন আমি একটি ছোট কোয়ালিটি দলের নেতৃত্ব দিই এবং নতুন অপারেটরদের প্রশিক্ষণ দিই।',
    },
  },
  {
    slug: 'story-masud-rana',
    name: { en: 'Masud Rana', bn: 'মাসুদ রানা' },
    department: 'electrical',
    graduatedYearsAgo: 5,
    achievement: { en: 'Founder of a solar installation business', bn: 'একটি সোলার স্থাপন ব্যবসার প্রতিষ্ঠাতা' },
    story: {
      en: 'With what I learned in the power systems and installation labs, I started installing solar home systems in my village. We are now a team of eight.',
      bn: 'পাওয়ার সিস্টেম ও ইনস্টলেশন ল্যাবে যা শিখেছি, তা দিয়ে নিজের গ্রামে সোলার হোম সিস্টেম বসানো শুরু করি। এখন আমরা আটজনের একটি দল।',
    },
  },
  {
    slug: 'story-tania-akter',
    name: { en: 'Tania Akter', bn: 'তানিয়া আক্তার' },
    department: 'architecture',
    graduatedYearsAgo: 2,
    achievement: { en: 'Junior designer at an architecture studio', bn: 'একটি আর্কিটেকচার স্টুডিওর জুনিয়র ডিজাইনার' },
    story: {
      en: 'Studio projects gave me a portfolio before I graduated. I now prepare drawings and 3D views for residential projects.',
      bn: 'স্টুডিও প্রকল্পের কারণে পাস করার আগেই আমার একটি পোর্টফোলিও তৈরি হয়েছিল। এখন আমি আবাসিক প্রকল্পের নকশা ও থ্রিডি ভিউ তৈরি করি।',
    },
  },
  {
    slug: 'story-jahid-hasan',
    name: { en: 'Jahid Hasan', bn: 'জাহিদ হাসান' },
    department: 'mechanical',
    graduatedYearsAgo: 4,
    achievement: { en: 'Maintenance supervisor at a cement factory', bn: 'একটি সিমেন্ট কারখানার রক্ষণাবেক্ষণ সুপারভাইজার' },
    story: {
      en: 'Workshop practice made me confident with machines. I keep the production line of a cement factory running.',
      bn: 'ওয়ার্কশপ প্র্যাকটিস আমাকে যন্ত্রের সঙ্গে আত্মবিশ্বাসী করেছে। এখন একটি সিমেন্ট কারখানার উৎপাদন লাইন সচল রাখার দায়িত্ব আমার।',
    },
  },
  {
    slug: 'story-sharmin-akter',
    name: { en: 'Sharmin Akter', bn: 'শারমিন আক্তার' },
    department: 'garments-design',
    graduatedYearsAgo: 2,
    achievement: { en: 'Pattern maker at an export garment factory', bn: 'একটি রপ্তানিমুখী পোশাক কারখানার প্যাটার্ন মেকার' },
    story: {
      en: 'I learned pattern making by hand and on the computer. Within a year of graduating I was promoted to senior pattern maker.',
      bn: 'হাতে ও কম্পিউটারে প্যাটার্ন তৈরি করা শিখেছি। পাস করার এক বছরের মধ্যেই সিনিয়র প্যাটার্ন মেকার হিসেবে পদোন্নতি পেয়েছি।',
    },
  },
  {
    slug: 'story-rasel-mia',
    name: { en: 'Rasel Mia', bn: 'রাসেল মিয়া' },
    department: 'electronics',
    graduatedYearsAgo: 3,
    achievement: { en: 'Service engineer for medical equipment', bn: 'চিকিৎসা যন্ত্রপাতির সার্ভিস ইঞ্জিনিয়ার' },
    story: {
      en: 'Repairing circuits in the electronics lab became my profession: I now maintain diagnostic equipment in hospitals across Khulna division.',
      bn: 'ইলেকট্রনিক্স ল্যাবে সার্কিট মেরামত করাই এখন আমার পেশা: খুলনা বিভাগের বিভিন্ন হাসপাতালে রোগনির্ণয় যন্ত্রপাতি রক্ষণাবেক্ষণ করি।',
    },
  },
];

/**
 * Video stories. The demo has no real footage: each "video" is a small self-hosted embed page
 * (public/files/videos/*.html) that plays an animated card, so the lazy iframe works offline.
 * A real institute stores a YouTube (or similar) embed URL instead.
 */
export const DEMO_VIDEO_STORIES: DemoStory[] = [
  {
    slug: 'video-nadia-rahman',
    name: { en: 'Nadia Rahman', bn: 'নাদিয়া রহমান' },
    department: 'computer',
    graduatedYearsAgo: 2,
    achievement: { en: 'Web developer working remotely for overseas clients', bn: 'বিদেশি গ্রাহকদের জন্য দূর থেকে কাজ করা ওয়েব ডেভেলপার' },
    story: {
      en: 'How a web development bootcamp in the fifth semester turned into a remote career from Khulna.',
      bn: 'পঞ্চম সেমিস্টারের একটি ওয়েব ডেভেলপমেন্ট বুটক্যাম্প কীভাবে খুলনায় বসেই দূর থেকে কাজের ক্যারিয়ারে পরিণত হলো।',
    },
  },
  {
    slug: 'video-kamal-uddin',
    name: { en: 'Kamal Uddin', bn: 'কামাল উদ্দিন' },
    department: 'shipbuilding',
    graduatedYearsAgo: 4,
    achievement: { en: 'Welding foreman at a river shipyard', bn: 'নদীতীরের একটি শিপইয়ার্ডের ওয়েল্ডিং ফোরম্যান' },
    story: {
      en: 'From the welding shop to leading a team of twenty on the slipway.',
      bn: 'ওয়েল্ডিং শপ থেকে শুরু করে আজ স্লিপওয়েতে বিশজনের একটি দলের নেতৃত্ব।',
    },
  },
  {
    slug: 'video-sumi-khatun',
    name: { en: 'Sumi Khatun', bn: 'সুমি খাতুন' },
    department: 'food',
    graduatedYearsAgo: 3,
    achievement: { en: 'Quality assurance officer in the frozen-food industry', bn: 'হিমায়িত খাদ্য শিল্পের কোয়ালিটি অ্যাশিওরেন্স অফিসার' },
    story: {
      en: 'Food microbiology classes and a factory attachment opened the door to quality work in exports.',
      bn: 'খাদ্য অণুজীববিজ্ঞানের ক্লাস আর কারখানায় অ্যাটাচমেন্ট রপ্তানি খাতে মান নিয়ন্ত্রণের কাজের দরজা খুলে দিয়েছে।',
    },
  },
];

/** The statistics counters (spec section 9: 32 labs). */
export const DEMO_ACADEMY_COUNTS = { students: 3250, teachers: 124, labs: 32 };

/** The admission badge; {session} becomes the session of the year of seeding, e.g. 2026-27. */
export const DEMO_ADMISSION_STATUS = {
  isOpen: true,
  text: {
    en: 'Admission is open for the {session} session. Apply online today.',
    bn: '{session} সেশনে ভর্তি চলছে। আজই অনলাইনে আবেদন করুন।',
  },
};
