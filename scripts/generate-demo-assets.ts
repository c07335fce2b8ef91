/**
 * Draws the demo content's images and files, once; the output is committed:
 *   npm run assets:demo
 * - images are SVG drawn here, rendered to small WebP files with sharp (public/images/demo/...);
 * - PDFs are minimal valid PDF 1.4 documents with Helvetica text (public/files/{notices,jobs,magazines});
 * - the Bengali notices (notice-NN-bn.pdf, for the newest DEMO_BENGALI_NOTICES) are printed to PDF by
 *   Debian's Chromium (scripts/chromium.mjs) from a page of the same layout: Helvetica has no Bengali,
 *   and Bengali needs its letters shaped and the font embedded, which a browser does. One weight of
 *   Noto Sans Bengali (installed: fonts-noto-core), so each embeds one small subset (some 25 KB);
 * - the course-structure sheets are drawn in both languages (…-bn.webp in Bengali), sharp's SVG
 *   renderer shaping Bengali with the same installed font;
 * - video stories are tiny self-hosted embed pages (public/files/videos), since the demo has no footage.
 * Everything shows a fictional institute; no person or photo in it is real.
 * Rendering text needs the Noto Sans (or DejaVu Sans) font installed; run it again after changing
 * lib/institute/embedded/demo-content.ts. It rewrites every file (the WebP output is deterministic).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import {
  DEMO_ACADEMIC_PROGRESS,
  DEMO_DEPARTMENTS,
  DEMO_FACULTY,
  DEMO_JOBS,
  DEMO_LABS,
  DEMO_MAGAZINES,
  DEMO_NOTICES,
  DEMO_PARTNERS,
  DEMO_SUCCESS_STORIES,
  DEMO_TOP_PERFORMERS,
  DEMO_VIDEO_STORIES,
  demoPath,
} from '../lib/institute/embedded/demo-content';
import { fnv1a } from '../lib/format/hash';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const FONT = "'Noto Sans', 'DejaVu Sans', sans-serif";
const INSTITUTE = 'Meridian Institute of Science & Technology';
const INSTITUTE_BN = 'মেরিডিয়ান ইনস্টিটিউট অব সায়েন্স অ্যান্ড টেকনোলজি';

let written = 0;
let bytes = 0;

function save(relative: string, data: Buffer | string): void {
  const file = join(PUBLIC, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  written += 1;
  bytes += Buffer.byteLength(data);
}

async function render(relative: string, svg: string, quality = 72): Promise<void> {
  save(relative, await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer());
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable number from a string, for varied but reproducible drawings. */
const hash = fnv1a;

// ---------------------------------------------------------------------------------------------
// Icons: one simple line drawing per technology, in a 200 x 200 box, stroked in `c`.

type IconKey =
  | 'computer' | 'civil' | 'electrical' | 'mechanical' | 'textile' | 'marine' | 'automobile' | 'electronics'
  | 'garments' | 'architecture' | 'power' | 'shipbuilding' | 'snowflake' | 'flask' | 'food' | 'trophy' | 'robot'
  | 'people' | 'book';

function gearPath(cx: number, cy: number, r: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 2; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.8;
    for (const offset of [-0.22, 0.22]) {
      const angle = ((i + 0.5 + offset) / (teeth * 2)) * Math.PI * 2;
      points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
    }
  }
  return `M${points.join(' L')} Z`;
}

function icon(key: IconKey, c: string): string {
  const s = `fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`;
  switch (key) {
    case 'computer':
      return `<g ${s}><rect x="25" y="35" width="150" height="100" rx="10"/><path d="M80 165h40M100 135v30"/><path d="M80 70l-20 15 20 15M120 70l20 15-20 15M108 62l-16 46"/></g>`;
    case 'civil':
      return `<g ${s}><path d="M30 175h140M50 175V80h60v95M110 110h40v65M65 100h30M65 125h30M65 150h30"/><path d="M40 40h120M140 40v30M60 40l20-20"/></g>`;
    case 'electrical':
      return `<g ${s}><path d="M115 20L55 110h45l-15 70 60-95h-45z"/></g>`;
    case 'mechanical':
      return `<g ${s}><path d="${gearPath(100, 100, 70, 10)}"/><circle cx="100" cy="100" r="22"/></g>`;
    case 'textile':
      return `<g ${s}><rect x="60" y="30" width="80" height="20" rx="6"/><rect x="60" y="150" width="80" height="20" rx="6"/><path d="M72 50v100M128 50v100M72 70c30 10 26 20 56 10M72 100c30 10 26 20 56 10M72 130c30 10 26 20 56 10"/></g>`;
    case 'marine':
      return `<g ${s}><circle cx="100" cy="38" r="14"/><path d="M100 52v120M70 80h60M40 120c0 35 30 52 60 52s60-17 60-52M40 120l-12 12M160 120l12 12"/></g>`;
    case 'automobile':
      return `<g ${s}><path d="M25 130v-25l20-5 25-35h60l30 35 15 5v25z"/><circle cx="60" cy="135" r="16"/><circle cx="145" cy="135" r="16"/><path d="M75 70v30M130 100H40"/></g>`;
    case 'electronics':
      return `<g ${s}><rect x="55" y="55" width="90" height="90" rx="8"/><rect x="80" y="80" width="40" height="40"/><path d="M75 55V30M100 55V30M125 55V30M75 145v25M100 145v25M125 145v25M55 75H30M55 100H30M55 125H30M145 75h25M145 100h25M145 125h25"/></g>`;
    case 'garments':
      return `<g ${s}><path d="M70 30l-45 25 15 35 20-8v88h80V82l20 8 15-35-45-25c-5 15-15 22-30 22s-25-7-30-22z"/></g>`;
    case 'architecture':
      return `<g ${s}><path d="M100 25l-55 150M100 25l55 150M65 120h70"/><circle cx="100" cy="25" r="8"/><path d="M30 175h140"/></g>`;
    case 'power':
      return `<g ${s}><path d="M100 20L60 180M100 20l40 160M70 140h60M78 105h44M86 70h28M50 70h100M40 105h120"/></g>`;
    case 'shipbuilding':
      return `<g ${s}><path d="M20 120h160l-25 45H45z"/><path d="M60 120V85h60v35M120 100h30v20M80 85V60h20v25"/><path d="M20 180c20-10 40 10 60 0s40 10 60 0 30 5 40 0"/></g>`;
    case 'snowflake':
      return `<g ${s}><path d="M100 20v160M30 60l140 80M30 140l140-80M85 30l15 15 15-15M85 170l15-15 15 15M35 90l20-5-5-20M165 110l-20 5 5 20M35 110l20 5-5 20M165 90l-20-5 5-20"/></g>`;
    case 'flask':
      return `<g ${s}><path d="M80 25h40M88 25v55l-50 85c-5 10 2 15 12 15h100c10 0 17-5 12-15l-50-85V25"/><path d="M55 135h90"/><circle cx="90" cy="155" r="6"/><circle cx="118" cy="148" r="4"/></g>`;
    case 'food':
      return `<g ${s}><path d="M100 180V60M100 60c-25-5-35-25-30-40 20 0 35 15 30 40zM100 95c-25-5-40-20-40-40 25 0 40 20 40 40zM100 95c25-5 40-20 40-40-25 0-40 20-40 40zM100 130c-25-5-40-20-40-40 25 0 40 20 40 40zM100 130c25-5 40-20 40-40-25 0-40 20-40 40z"/></g>`;
    case 'trophy':
      return `<g ${s}><path d="M60 30h80v40c0 25-18 45-40 45s-40-20-40-45zM60 45H35c0 25 10 35 28 38M140 45h25c0 25-10 35-28 38M100 115v30M70 170h60M80 145h40v25H80z"/></g>`;
    case 'robot':
      return `<g ${s}><rect x="50" y="60" width="100" height="80" rx="14"/><circle cx="80" cy="95" r="10"/><circle cx="120" cy="95" r="10"/><path d="M80 122h40M100 60V35M50 100H30M150 100h20M70 140v30M130 140v30"/><circle cx="100" cy="30" r="6"/></g>`;
    case 'people':
      return `<g ${s}><circle cx="70" cy="70" r="20"/><circle cx="130" cy="70" r="20"/><path d="M35 160c0-30 15-50 35-50s35 20 35 50M95 160c0-30 15-50 35-50s35 20 35 50"/></g>`;
    case 'book':
      return `<g ${s}><path d="M100 50c-20-15-50-15-70-5v120c20-10 50-10 70 5 20-15 50-15 70-5V45c-20-10-50-10-70 5zM100 50v120"/></g>`;
  }
}

/** Colour and icon of each technology (by department slug). */
const DEPARTMENT_STYLE: Record<string, { hue: number; icon: IconKey }> = {
  computer: { hue: 210, icon: 'computer' },
  civil: { hue: 28, icon: 'civil' },
  electrical: { hue: 48, icon: 'electrical' },
  mechanical: { hue: 0, icon: 'mechanical' },
  textile: { hue: 300, icon: 'textile' },
  marine: { hue: 195, icon: 'marine' },
  automobile: { hue: 12, icon: 'automobile' },
  electronics: { hue: 160, icon: 'electronics' },
  'garments-design': { hue: 330, icon: 'garments' },
  architecture: { hue: 265, icon: 'architecture' },
  power: { hue: 38, icon: 'power' },
  shipbuilding: { hue: 220, icon: 'shipbuilding' },
  'refrigeration-air-conditioning': { hue: 185, icon: 'snowflake' },
  chemical: { hue: 120, icon: 'flask' },
  food: { hue: 90, icon: 'food' },
};

const hsl = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;

// ---------------------------------------------------------------------------------------------
// Department cards (800 x 500) and course-structure sheets (1000 x 700).

// No words in the picture: the card shows it under its own title, in the page's language, and an
// English name drawn into it read wrong on the Bengali pages.
function departmentSvg(slug: string): string {
  const { hue, icon: key } = DEPARTMENT_STYLE[slug]!;
  const dots = Array.from({ length: 60 }, (_, i) => {
    const x = (i % 12) * 70 + 20;
    const y = Math.floor(i / 12) * 70 + 30;
    return `<circle cx="${x}" cy="${y}" r="3" fill="white" opacity="0.12"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 42)}"/><stop offset="1" stop-color="${hsl((hue + 35) % 360, 65, 24)}"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#g)"/>${dots}
  <circle cx="400" cy="250" r="190" fill="white" opacity="0.08"/>
  <circle cx="400" cy="250" r="130" fill="white" opacity="0.1"/>
  <g transform="translate(300 150)">${icon(key, 'white')}</g>
</svg>`;
}

const COMMON: Record<number, string[]> = {
  1: ['Engineering Drawing', 'Mathematics-I', 'Physics-I'],
  2: ['Mathematics-II', 'Physics-II', 'English'],
  3: ['Mathematics-III', 'Chemistry'],
  4: ['Business Communication'],
  5: ['Social Science'],
  6: ['Industrial Management'],
  7: ['Innovation & Entrepreneurship'],
  8: ['Industrial Attachment (full semester)'],
};

/** Twelve technology subjects each, spread over semesters 1-7 (see semesterSubjects). */
const SUBJECTS: Record<string, string[]> = {
  computer: ['Computer Office Application', 'Python Programming', 'Digital Electronics', 'Object-Oriented Programming', 'Data Structures & Algorithms', 'Computer Architecture', 'Database Management', 'Data Communication', 'Web Development', 'Operating Systems', 'Computer Networking', 'Software Engineering & Project'],
  civil: ['Workshop Practice', 'Construction Materials', 'Surveying-I', 'Civil Engineering Drawing', 'Surveying-II', 'Structural Mechanics', 'Concrete Technology', 'Soil Mechanics', 'Design of Structures', 'Estimating & Costing', 'Transportation Engineering', 'Water Supply & Sanitation'],
  electrical: ['Basic Electricity', 'Electrical Circuits-I', 'Electrical Installation', 'Electrical Circuits-II', 'DC Machines', 'Electronics-I', 'AC Machines', 'Electrical Measurement', 'Power System-I', 'Switchgear & Protection', 'Power System-II', 'Industrial Control & PLC'],
  mechanical: ['Workshop Practice', 'Basic Workshop', 'Machine Shop Practice-I', 'Engineering Materials', 'Welding Technology', 'Thermodynamics', 'Machine Shop Practice-II', 'Fluid Mechanics', 'Machine Design', 'CNC Technology', 'Refrigeration Basics', 'Maintenance Engineering'],
  textile: ['Textile Raw Materials', 'Yarn Manufacturing-I', 'Fabric Manufacturing-I', 'Textile Chemistry', 'Yarn Manufacturing-II', 'Fabric Manufacturing-II', 'Wet Processing-I', 'Textile Testing-I', 'Wet Processing-II', 'Textile Testing-II', 'Apparel Manufacturing', 'Textile Costing & Merchandising'],
  marine: ['Marine Workshop Practice', 'Ship Familiarisation', 'Marine Engineering Drawing', 'Basic Thermodynamics', 'Marine Diesel Engines-I', 'Marine Electrical Systems', 'Marine Diesel Engines-II', 'Auxiliary Machinery', 'Ship Construction', 'Marine Refrigeration', 'Safety at Sea', 'Engine Room Management'],
  automobile: ['Workshop Practice', 'Automotive Basics', 'Auto Engines-I', 'Auto Electricity-I', 'Auto Engines-II', 'Fuel Systems', 'Transmission Systems', 'Auto Electricity-II', 'Steering, Brakes & Suspension', 'Vehicle Diagnostics', 'Hybrid & Electric Vehicles', 'Workshop Management'],
  electronics: ['Basic Electronics', 'Electrical Circuits', 'Electronic Devices', 'Digital Electronics-I', 'Analog Circuits', 'Digital Electronics-II', 'Microcontrollers', 'Communication Systems-I', 'Industrial Electronics', 'Communication Systems-II', 'Embedded Systems', 'Electronic Equipment Servicing'],
  'garments-design': ['Basic Sewing', 'Fashion Sketching', 'Fabric Science', 'Pattern Making-I', 'Garment Construction-I', 'Pattern Making-II', 'Garment Construction-II', 'CAD for Apparel', 'Fashion Design', 'Garment Quality Control', 'Merchandising', 'Production Planning'],
  architecture: ['Basic Design', 'Architectural Drawing-I', 'Building Materials', 'Architectural Drawing-II', 'Building Construction', 'History of Architecture', 'Architectural Design-I', 'AutoCAD', 'Interior Design', 'Architectural Design-II', '3D Visualisation', 'Working Drawings & Estimating'],
  power: ['Basic Electricity', 'Power Plant Basics', 'Boilers', 'Electrical Machines-I', 'Steam Turbines', 'Electrical Machines-II', 'Gas Turbines', 'Power Plant Instrumentation', 'Transmission & Distribution', 'Renewable Energy', 'Substation Equipment', 'Power Plant Operation'],
  shipbuilding: ['Shipyard Workshop Practice', 'Ship Terminology', 'Ship Drawing-I', 'Welding Technology-I', 'Ship Drawing-II', 'Welding Technology-II', 'Hull Construction', 'Naval Architecture', 'Ship Outfitting', 'Shipyard Production Planning', 'Ship Repair', 'Ship Design Project'],
  'refrigeration-air-conditioning': ['Basic Electricity', 'Workshop Practice', 'Refrigeration Fundamentals', 'Refrigerants & Tools', 'Domestic Refrigeration', 'Electrical Controls', 'Air-Conditioning Systems', 'Psychrometry', 'Commercial Refrigeration', 'Cold Storage', 'HVAC Design', 'Installation & Servicing'],
  chemical: ['General Chemistry', 'Laboratory Practice', 'Organic Chemistry', 'Physical Chemistry', 'Chemical Process Calculations', 'Unit Operations-I', 'Analytical Chemistry', 'Unit Operations-II', 'Industrial Chemistry', 'Process Control', 'Chemical Plant Safety', 'Quality Control'],
  food: ['Basic Biology', 'Food Chemistry', 'Food Microbiology', 'Nutrition', 'Food Processing-I', 'Food Preservation', 'Food Processing-II', 'Dairy Technology', 'Food Packaging', 'Food Quality Assurance', 'Food Safety Management', 'Food Plant Management'],
};

/** The same subjects in Bengali, in the same order, for the Bengali course-structure sheets. */
const COMMON_BN: Record<number, string[]> = {
  1: ['ইঞ্জিনিয়ারিং ড্রয়িং', 'গণিত-১', 'পদার্থবিজ্ঞান-১'],
  2: ['গণিত-২', 'পদার্থবিজ্ঞান-২', 'ইংরেজি'],
  3: ['গণিত-৩', 'রসায়ন'],
  4: ['ব্যবসায়িক যোগাযোগ'],
  5: ['সমাজবিজ্ঞান'],
  6: ['শিল্প ব্যবস্থাপনা'],
  7: ['উদ্ভাবন ও উদ্যোক্তা উন্নয়ন'],
  8: ['ইন্ডাস্ট্রিয়াল অ্যাটাচমেন্ট (পূর্ণ সেমিস্টার)'],
};

const SUBJECTS_BN: Record<string, string[]> = {
  computer: ['কম্পিউটার অফিস অ্যাপ্লিকেশন', 'পাইথন প্রোগ্রামিং', 'ডিজিটাল ইলেকট্রনিক্স', 'অবজেক্ট-ওরিয়েন্টেড প্রোগ্রামিং', 'ডেটা স্ট্রাকচার ও অ্যালগরিদম', 'কম্পিউটার আর্কিটেকচার', 'ডেটাবেজ ম্যানেজমেন্ট', 'ডেটা কমিউনিকেশন', 'ওয়েব ডেভেলপমেন্ট', 'অপারেটিং সিস্টেম', 'কম্পিউটার নেটওয়ার্কিং', 'সফটওয়্যার ইঞ্জিনিয়ারিং ও প্রকল্প'],
  civil: ['ওয়ার্কশপ প্র্যাকটিস', 'নির্মাণসামগ্রী', 'সার্ভেয়িং-১', 'সিভিল ইঞ্জিনিয়ারিং ড্রয়িং', 'সার্ভেয়িং-২', 'স্ট্রাকচারাল মেকানিক্স', 'কংক্রিট টেকনোলজি', 'সয়েল মেকানিক্স', 'কাঠামোর নকশা', 'প্রাক্কলন ও ব্যয় নিরূপণ', 'পরিবহন প্রকৌশল', 'পানি সরবরাহ ও পয়োনিষ্কাশন'],
  electrical: ['বেসিক ইলেকট্রিসিটি', 'ইলেকট্রিক্যাল সার্কিট-১', 'ইলেকট্রিক্যাল ইনস্টলেশন', 'ইলেকট্রিক্যাল সার্কিট-২', 'ডিসি মেশিন', 'ইলেকট্রনিক্স-১', 'এসি মেশিন', 'ইলেকট্রিক্যাল মেজারমেন্ট', 'পাওয়ার সিস্টেম-১', 'সুইচগিয়ার ও প্রোটেকশন', 'পাওয়ার সিস্টেম-২', 'ইন্ডাস্ট্রিয়াল কন্ট্রোল ও পিএলসি'],
  mechanical: ['ওয়ার্কশপ প্র্যাকটিস', 'বেসিক ওয়ার্কশপ', 'মেশিন শপ প্র্যাকটিস-১', 'ইঞ্জিনিয়ারিং ম্যাটেরিয়ালস', 'ওয়েল্ডিং টেকনোলজি', 'থার্মোডাইনামিক্স', 'মেশিন শপ প্র্যাকটিস-২', 'ফ্লুইড মেকানিক্স', 'মেশিন ডিজাইন', 'সিএনসি টেকনোলজি', 'রেফ্রিজারেশনের মূলনীতি', 'রক্ষণাবেক্ষণ প্রকৌশল'],
  textile: ['টেক্সটাইল কাঁচামাল', 'সুতা উৎপাদন-১', 'কাপড় উৎপাদন-১', 'টেক্সটাইল রসায়ন', 'সুতা উৎপাদন-২', 'কাপড় উৎপাদন-২', 'ওয়েট প্রসেসিং-১', 'টেক্সটাইল টেস্টিং-১', 'ওয়েট প্রসেসিং-২', 'টেক্সটাইল টেস্টিং-২', 'পোশাক উৎপাদন', 'টেক্সটাইল কস্টিং ও মার্চেন্ডাইজিং'],
  marine: ['মেরিন ওয়ার্কশপ প্র্যাকটিস', 'জাহাজ পরিচিতি', 'মেরিন ইঞ্জিনিয়ারিং ড্রয়িং', 'বেসিক থার্মোডাইনামিক্স', 'মেরিন ডিজেল ইঞ্জিন-১', 'মেরিন ইলেকট্রিক্যাল সিস্টেম', 'মেরিন ডিজেল ইঞ্জিন-২', 'সহায়ক যন্ত্রপাতি', 'জাহাজ নির্মাণ', 'মেরিন রেফ্রিজারেশন', 'সমুদ্রে নিরাপত্তা', 'ইঞ্জিন রুম ব্যবস্থাপনা'],
  automobile: ['ওয়ার্কশপ প্র্যাকটিস', 'অটোমোটিভের মূলনীতি', 'অটো ইঞ্জিন-১', 'অটো ইলেকট্রিসিটি-১', 'অটো ইঞ্জিন-২', 'ফুয়েল সিস্টেম', 'ট্রান্সমিশন সিস্টেম', 'অটো ইলেকট্রিসিটি-২', 'স্টিয়ারিং, ব্রেক ও সাসপেনশন', 'গাড়ির ত্রুটি নির্ণয়', 'হাইব্রিড ও বৈদ্যুতিক গাড়ি', 'ওয়ার্কশপ ব্যবস্থাপনা'],
  electronics: ['বেসিক ইলেকট্রনিক্স', 'ইলেকট্রিক্যাল সার্কিট', 'ইলেকট্রনিক ডিভাইস', 'ডিজিটাল ইলেকট্রনিক্স-১', 'অ্যানালগ সার্কিট', 'ডিজিটাল ইলেকট্রনিক্স-২', 'মাইক্রোকন্ট্রোলার', 'কমিউনিকেশন সিস্টেম-১', 'ইন্ডাস্ট্রিয়াল ইলেকট্রনিক্স', 'কমিউনিকেশন সিস্টেম-২', 'এমবেডেড সিস্টেম', 'ইলেকট্রনিক যন্ত্রপাতি সার্ভিসিং'],
  'garments-design': ['বেসিক সেলাই', 'ফ্যাশন স্কেচিং', 'কাপড় বিজ্ঞান', 'প্যাটার্ন মেকিং-১', 'পোশাক তৈরি-১', 'প্যাটার্ন মেকিং-২', 'পোশাক তৈরি-২', 'অ্যাপারেলের জন্য ক্যাড', 'ফ্যাশন ডিজাইন', 'পোশাকের মান নিয়ন্ত্রণ', 'মার্চেন্ডাইজিং', 'উৎপাদন পরিকল্পনা'],
  architecture: ['বেসিক ডিজাইন', 'আর্কিটেকচারাল ড্রয়িং-১', 'নির্মাণসামগ্রী', 'আর্কিটেকচারাল ড্রয়িং-২', 'ভবন নির্মাণ', 'স্থাপত্যের ইতিহাস', 'আর্কিটেকচারাল ডিজাইন-১', 'অটোক্যাড', 'ইন্টেরিয়র ডিজাইন', 'আর্কিটেকচারাল ডিজাইন-২', 'থ্রিডি ভিজ্যুয়ালাইজেশন', 'ওয়ার্কিং ড্রয়িং ও প্রাক্কলন'],
  power: ['বেসিক ইলেকট্রিসিটি', 'পাওয়ার প্ল্যান্টের মূলনীতি', 'বয়লার', 'ইলেকট্রিক্যাল মেশিন-১', 'স্টিম টারবাইন', 'ইলেকট্রিক্যাল মেশিন-২', 'গ্যাস টারবাইন', 'পাওয়ার প্ল্যান্ট ইনস্ট্রুমেন্টেশন', 'সঞ্চালন ও বিতরণ', 'নবায়নযোগ্য জ্বালানি', 'সাবস্টেশন যন্ত্রপাতি', 'পাওয়ার প্ল্যান্ট পরিচালনা'],
  shipbuilding: ['শিপইয়ার্ড ওয়ার্কশপ প্র্যাকটিস', 'জাহাজের পরিভাষা', 'শিপ ড্রয়িং-১', 'ওয়েল্ডিং টেকনোলজি-১', 'শিপ ড্রয়িং-২', 'ওয়েল্ডিং টেকনোলজি-২', 'হাল নির্মাণ', 'নেভাল আর্কিটেকচার', 'শিপ আউটফিটিং', 'শিপইয়ার্ড উৎপাদন পরিকল্পনা', 'জাহাজ মেরামত', 'জাহাজ নকশা প্রকল্প'],
  'refrigeration-air-conditioning': ['বেসিক ইলেকট্রিসিটি', 'ওয়ার্কশপ প্র্যাকটিস', 'রেফ্রিজারেশনের মূলনীতি', 'রেফ্রিজারেন্ট ও যন্ত্রপাতি', 'গৃহস্থালি রেফ্রিজারেশন', 'ইলেকট্রিক্যাল কন্ট্রোল', 'এয়ার-কন্ডিশনিং সিস্টেম', 'সাইক্রোমেট্রি', 'বাণিজ্যিক রেফ্রিজারেশন', 'কোল্ড স্টোরেজ', 'এইচভিএসি ডিজাইন', 'স্থাপন ও সার্ভিসিং'],
  chemical: ['সাধারণ রসায়ন', 'ল্যাবরেটরি প্র্যাকটিস', 'জৈব রসায়ন', 'ভৌত রসায়ন', 'কেমিক্যাল প্রসেস ক্যালকুলেশন', 'ইউনিট অপারেশন-১', 'বিশ্লেষণী রসায়ন', 'ইউনিট অপারেশন-২', 'শিল্প রসায়ন', 'প্রসেস কন্ট্রোল', 'কেমিক্যাল প্ল্যান্টের নিরাপত্তা', 'মান নিয়ন্ত্রণ'],
  food: ['বেসিক জীববিজ্ঞান', 'খাদ্য রসায়ন', 'খাদ্য অণুজীববিজ্ঞান', 'পুষ্টি', 'খাদ্য প্রক্রিয়াকরণ-১', 'খাদ্য সংরক্ষণ', 'খাদ্য প্রক্রিয়াকরণ-২', 'ডেইরি টেকনোলজি', 'খাদ্য প্যাকেজিং', 'খাদ্যের মান নিশ্চিতকরণ', 'খাদ্য নিরাপত্তা ব্যবস্থাপনা', 'খাদ্য কারখানা ব্যবস্থাপনা'],
};

type SheetLanguage = 'en' | 'bn';

/** The words of a course-structure sheet in each language. */
const SHEET = {
  en: { font: FONT, semester: (n: number) => `Semester ${n}`, subtitle: (range: string) => `Course structure · Semesters ${range} · ${INSTITUTE}`, digits: (n: number) => String(n), wrapEvery: 1 },
  bn: {
    font: "'Noto Sans Bengali', sans-serif",
    semester: (n: number) => `সেমিস্টার ${bnDigits(n)}`,
    subtitle: (range: string) => `কোর্স কাঠামো · সেমিস্টার ${range} · ${INSTITUTE_BN}`,
    digits: (n: number) => bnDigits(n),
    // Bengali takes more code points (vowel signs, conjuncts) for the same width: wrap later.
    wrapEvery: 1.35,
  },
} as const;

const bnDigits = (n: number) => String(n).replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

function semesterSubjects(slug: string, semester: number, language: SheetLanguage = 'en'): string[] {
  const tech = (language === 'bn' ? SUBJECTS_BN : SUBJECTS)[slug]!;
  const ranges: Record<number, [number, number]> = { 1: [0, 1], 2: [1, 2], 3: [2, 4], 4: [4, 6], 5: [6, 8], 6: [8, 10], 7: [10, 12], 8: [12, 12] };
  const [from, to] = ranges[semester]!;
  return [...tech.slice(from, to), ...(language === 'bn' ? COMMON_BN : COMMON)[semester]!];
}

function courseSvg(slug: string, title: string, semesters: number[], language: SheetLanguage = 'en'): string {
  const words = SHEET[language];
  const { hue } = DEPARTMENT_STYLE[slug]!;
  const columns = semesters.length > 4 ? 4 : 2;
  const rows = Math.ceil(semesters.length / columns);
  const width = 1000;
  const top = 130;
  const gap = 20;
  const cardW = (width - 60 - gap * (columns - 1)) / columns;
  const cardH = (700 - top - 40 - gap * (rows - 1)) / rows;
  const fontSize = columns === 4 ? 15 : 20;
  const cards = semesters
    .map((semester, i) => {
      const x = 30 + (i % columns) * (cardW + gap);
      const y = top + Math.floor(i / columns) * (cardH + gap);
      // Long subjects wrap onto an indented second line, so nothing runs past the card.
      const rowsOfText = semesterSubjects(slug, semester, language).flatMap((subject) =>
        wrap(subject, Math.round((columns === 4 ? 22 : 40) * words.wrapEvery)).map((text, k) => ({ text, first: k === 0 })),
      );
      const lines = rowsOfText
        .map(({ text, first }, j) => `<text x="${x + (first ? 18 : 32)}" y="${y + 78 + j * (fontSize + 11)}" font-family="${words.font}" font-size="${fontSize}" fill="#1f2937">${first ? '• ' : ''}${escapeXml(text)}</text>`)
        .join('');
      return `<rect x="${x}" y="${y}" width="${cardW}" height="${cardH}" rx="14" fill="white" stroke="${hsl(hue, 45, 80)}" stroke-width="2"/>
      <rect x="${x}" y="${y}" width="${cardW}" height="48" rx="14" fill="${hsl(hue, 55, 40)}"/><rect x="${x}" y="${y + 30}" width="${cardW}" height="18" fill="${hsl(hue, 55, 40)}"/>
      <text x="${x + 18}" y="${y + 32}" font-family="${words.font}" font-size="20" font-weight="700" fill="white">${words.semester(semester)}</text>${lines}`;
    })
    .join('');
  const range = `${words.digits(semesters[0]!)}–${words.digits(semesters[semesters.length - 1]!)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="700" viewBox="0 0 ${width} 700">
  <rect width="${width}" height="700" fill="${hsl(hue, 40, 96)}"/>
  <text x="30" y="58" font-family="${words.font}" font-size="30" font-weight="700" fill="${hsl(hue, 55, 25)}">${escapeXml(title)}</text>
  <text x="30" y="96" font-family="${words.font}" font-size="20" fill="#374151">${escapeXml(words.subtitle(range))}</text>${cards}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes for academic progress and labs (800 x 500), partner logos (320 x 160), avatars (256 x 256).

const PROGRESS_ICON: Record<string, IconKey> = {
  'robotics-team': 'robot',
  'cnc-machine': 'mechanical',
  'solar-microgrid': 'power',
  'industrial-attachment': 'people',
  'model-exhibition': 'architecture',
  'web-bootcamp': 'computer',
  'ship-model': 'shipbuilding',
  'textile-lab-upgrade': 'textile',
  'science-fair-projects': 'trophy',
  'graduate-placement': 'people',
  'food-safety-campaign': 'food',
  'ev-conversion': 'automobile',
};

const LAB_ICON: Record<string, IconKey> = {
  'programming-lab': 'computer',
  'networking-lab': 'electronics',
  'surveying-lab': 'civil',
  'materials-testing-lab': 'flask',
  'electrical-machines-lab': 'electrical',
  'electronic-circuits-lab': 'electronics',
  'machine-shop': 'mechanical',
  'welding-shop': 'shipbuilding',
  'textile-testing-lab': 'textile',
  'marine-engine-lab': 'marine',
  'automobile-workshop': 'automobile',
  'architecture-studio': 'architecture',
  'refrigeration-lab': 'snowflake',
  'food-processing-lab': 'food',
};

/** A room in perspective: floor, back wall with a framed icon, and rows of benches. */
function roomSvg(seed: string, key: IconKey, hueBase?: number): string {
  const h = hash(seed);
  const hue = hueBase ?? h % 360;
  const benches = Array.from({ length: 3 }, (_, row) => {
    const y = 330 + row * 52;
    const inset = 150 - row * 45;
    return `<path d="M${inset} ${y}h${800 - inset * 2}l${20 + row * 8} 26H${inset - 20 - row * 8}z" fill="${hsl(hue, 30, 35 - row * 4)}"/>` +
      Array.from({ length: 4 + row }, (_, i) => {
        const x = inset + 30 + i * ((800 - inset * 2 - 60) / (3 + row));
        return `<rect x="${x - 18}" y="${y - 34}" width="36" height="30" rx="4" fill="${hsl((hue + 180) % 360, 25, 88)}" stroke="${hsl(hue, 25, 30)}" stroke-width="3"/>`;
      }).join('');
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <rect width="800" height="500" fill="${hsl(hue, 35, 86)}"/>
  <path d="M0 300L150 240h500l150 60v200H0z" fill="${hsl(hue, 20, 70)}"/>
  <path d="M150 240V0M650 240V0" stroke="${hsl(hue, 25, 75)}" stroke-width="4"/>
  <rect x="290" y="40" width="220" height="170" rx="12" fill="white" stroke="${hsl(hue, 40, 40)}" stroke-width="6"/>
  <g transform="translate(330 55) scale(0.7)">${icon(key, hsl(hue, 55, 35))}</g>
  <rect x="40" y="60" width="80" height="120" rx="6" fill="${hsl(hue, 30, 95)}" opacity="0.8"/>
  <rect x="680" y="60" width="80" height="120" rx="6" fill="${hsl(hue, 30, 95)}" opacity="0.8"/>
  ${benches}
</svg>`;
}

function progressSvg(slug: string): string {
  const h = hash(slug);
  const hue = h % 360;
  const key = PROGRESS_ICON[slug] ?? 'book';
  const confetti = Array.from({ length: 40 }, (_, i) => {
    const v = hash(`${slug}${i}`);
    return `<rect x="${v % 800}" y="${(v >> 10) % 500}" width="10" height="10" rx="2" transform="rotate(${v % 90} ${v % 800} ${(v >> 10) % 500})" fill="${hsl((hue + (v % 120)) % 360, 70, 60)}" opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><radialGradient id="g" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${hsl(hue, 55, 62)}"/><stop offset="1" stop-color="${hsl((hue + 40) % 360, 60, 28)}"/></radialGradient></defs>
  <rect width="800" height="500" fill="url(#g)"/>${confetti}
  <circle cx="400" cy="240" r="150" fill="white" opacity="0.92"/>
  <g transform="translate(300 140)">${icon(key, hsl(hue, 60, 32))}</g>
</svg>`;
}

function partnerSvg(slug: string, name: string): string {
  const hue = hash(slug) % 360;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const words = name.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = [words.slice(0, half).join(' '), words.slice(half).join(' ')].filter(Boolean);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">
  <rect width="320" height="160" rx="16" fill="white"/>
  <polygon points="70,32 104,52 104,108 70,128 36,108 36,52" fill="${hsl(hue, 60, 40)}"/>
  <text x="70" y="91" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="white">${initials}</text>
  ${lines.map((line, i) => `<text x="122" y="${lines.length === 1 ? 90 : 74 + i * 30}" font-family="${FONT}" font-size="22" font-weight="700" fill="${hsl(hue, 45, 25)}">${escapeXml(line)}</text>`).join('')}
</svg>`;
}

const SKIN = ['#8d5524', '#a0662f', '#b97a45', '#c68642', '#7a4a24', '#9c6b3c'];
const HAIR = ['#1b1b1b', '#2b1d14', '#3a2a1e', '#141414'];

/** A drawn, faceless portrait: no real person. `veil` draws a head covering instead of hair. */
function avatarSvg(seed: string, veil: boolean): string {
  const h = hash(seed);
  const bg = hsl(h % 360, 45, 78);
  const shirt = hsl((h >> 8) % 360, 45, 38);
  const skin = SKIN[h % SKIN.length]!;
  const hair = HAIR[(h >> 4) % HAIR.length]!;
  const head = veil
    ? `<path d="M78 118c0-42 22-66 50-66s50 24 50 66v40H78z" fill="${hsl((h >> 12) % 360, 40, 45)}"/><ellipse cx="128" cy="112" rx="34" ry="40" fill="${skin}"/>`
    : `<ellipse cx="128" cy="112" rx="38" ry="44" fill="${skin}"/><path d="M90 106c0-34 18-52 38-52s40 16 40 52c-8-16-22-22-40-22s-30 6-38 22z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${bg}"/>
  <path d="M40 256c0-52 38-86 88-86s88 34 88 86z" fill="${shirt}"/>
  <path d="M112 160h32v22c0 8-32 8-32 0z" fill="${skin}"/>
  ${head}
</svg>`;
}

/** Names the demo treats as women's, for the head-covering variety of the drawn avatars. */
const VEILED = new Set(['faculty-nusrat-jahan', 'faculty-rokeya-khatun', 'faculty-sabina-yeasmin', 'faculty-tahmina-begum', 'tp-sumaiya-akter', 'tp-jannatul-ferdous', 'story-farhana-yeasmin', 'video-sumi-khatun', 'tp-mim-akter']);

// ---------------------------------------------------------------------------------------------
// PDF: a minimal, valid PDF 1.4 with Helvetica (a standard font, nothing embedded).

const ascii = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/·/g, '-').replace(/[^\x20-\x7e]/g, '');
const pdfString = (text: string) => `(${ascii(text).replace(/([\\()])/g, '\\$1')})`;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  gap?: number;
}

function pdf(pages: PdfLine[][]): Buffer {
  const objects: string[] = [];
  /** Adds an object and answers its number (objects are numbered from 1). */
  const add = (body: string) => objects.push(body);
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled in below
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const lines of pages) {
    let y = 780;
    const ops = lines
      .map((line) => {
        const size = line.size ?? 11;
        y -= (line.gap ?? 0) + size * 1.45;
        return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 56 ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`;
      })
      .join('\n');
    const stream = `0.13 0.59 0.54 rg 0 812 595 30 re f 0 0 0 rg\n${ops}`;
    const content = add(`<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const header = (kind: string): PdfLine[] => [
  { text: INSTITUTE, size: 16, bold: true, gap: 20 },
  { text: 'Boikali, Khulna - Diploma in Engineering - Government approved', size: 10 },
  { text: kind, size: 10, gap: 4 },
];
const footer: PdfLine = {
  text: 'Demonstration document of a fictional institute. Names, dates and details are invented.',
  size: 8,
  gap: 30,
};

function noticePdf(rawTitle: string): Buffer {
  // The PDF outlives the year of seeding, so it names no session.
  const title = rawTitle.replace('{session}', 'current');
  const body = `All students, guardians and staff are informed of the following. ${title}. Details are available from the office of the Principal and on the notice boards of every department. Please contact the admission office or your department for any question. This notice is issued with the approval of the competent authority.`;
  return pdf([
    [
      ...header('Notice'),
      { text: title, size: 14, bold: true, gap: 24 },
      ...wrap(body, 88).map((text, i) => ({ text, gap: i === 0 ? 12 : 0 })),
      { text: 'Principal', bold: true, gap: 40 },
      { text: INSTITUTE },
      footer,
    ],
  ]);
}

/**
 * The Bengali notice as a page for Chromium to print: the English PDF's layout (the teal band, the
 * letterhead, the title, the text, the Principal's name) in Bengali, A4, one weight of the font.
 */
function bengaliNoticePage(rawTitle: string): string {
  // As the English one: no session named.
  const title = rawTitle.replace('{session}', 'চলতি');
  const body = `সংশ্লিষ্ট সকল শিক্ষার্থী, অভিভাবক ও কর্মকর্তা-কর্মচারীদের অবগতির জন্য জানানো যাচ্ছে: ${title}। বিস্তারিত তথ্য অধ্যক্ষের কার্যালয়ে এবং প্রতিটি বিভাগের নোটিশ বোর্ডে পাওয়া যাবে। যেকোনো প্রশ্নের জন্য ভর্তি অফিস অথবা নিজ বিভাগে যোগাযোগ করুন। যথাযথ কর্তৃপক্ষের অনুমোদনক্রমে এই বিজ্ঞপ্তি জারি করা হলো।`;
  return `<!doctype html>
<html lang="bn">
<head>
<meta charset="utf-8">
<title>${escapeXml(title)}</title>
<style>
  @page { size: A4; margin: 0; }
  body { margin: 0; font-family: 'Noto Sans Bengali', sans-serif; font-weight: 400; color: #000; }
  .band { height: 30pt; background: #21968a; }
  main { padding: 20pt 56pt; }
  p { margin: 0; }
  .name { font-size: 16pt; margin-top: 8pt; }
  .small { font-size: 10pt; }
  h1 { font-size: 15pt; font-weight: 400; color: #0f4f48; margin: 26pt 0 10pt; }
  .body { font-size: 11.5pt; line-height: 1.7; }
  .sign { margin-top: 36pt; font-size: 11.5pt; }
  .note { margin-top: 30pt; font-size: 8pt; }
</style>
</head>
<body>
<div class="band"></div>
<main>
  <p class="name">${INSTITUTE_BN}</p>
  <p class="small">বৈকালী, খুলনা - ডিপ্লোমা ইন ইঞ্জিনিয়ারিং - সরকার অনুমোদিত</p>
  <p class="small">বিজ্ঞপ্তি</p>
  <h1>${escapeXml(title)}</h1>
  <p class="body">${escapeXml(body)}</p>
  <p class="sign">অধ্যক্ষ<br>${INSTITUTE_BN}</p>
  <p class="note">একটি কাল্পনিক প্রতিষ্ঠানের নমুনা নথি। নাম, তারিখ ও বিবরণ বানানো।</p>
</main>
</body>
</html>`;
}

/** Prints each page to a PDF in one Chromium. */
async function printPdfs(pages: { path: string; html: string }[]): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    for (const { path, html } of pages) {
      await page.setContent(html);
      await page.evaluate(() => document.fonts.ready);
      save(path, await page.pdf({ format: 'A4', printBackground: true, tagged: true }));
    }
  } finally {
    await browser.close();
  }
}

function jobPdf(title: string, company: string, location: string): Buffer {
  const body = `${company} invites applications for the post of ${title} at ${location}. Diploma in Engineering holders of the relevant technology may apply; fresh graduates are encouraged. Send a CV and copies of certificates to the company's human resources office before the deadline shown on the job board. The career service of the institute helps graduates prepare their applications.`;
  return pdf([
    [
      ...header('Job circular, shared by the placement cell'),
      { text: title, size: 14, bold: true, gap: 24 },
      { text: `${company} - ${location}`, size: 11 },
      ...wrap(body, 88).map((text, i) => ({ text, gap: i === 0 ? 12 : 0 })),
      footer,
    ],
  ]);
}

function magazinePdf(title: string): Buffer {
  const articles = [
    'Message from the Principal',
    'Building a solar micro-grid on campus',
    'Field notes: a week at a river shipyard',
    'Student projects of the science fair',
    'Alumni voices: from the workshop to the factory floor',
    'Campus life in pictures',
  ];
  return pdf([
    [
      ...header('Institute magazine'),
      { text: title, size: 22, bold: true, gap: 160 },
      { text: 'Written and edited by the students and teachers of MIST Khulna', size: 12, gap: 8 },
      footer,
    ],
    [
      ...header(title),
      { text: 'Contents', size: 16, bold: true, gap: 20 },
      ...articles.map((text, i) => ({ text: `${i + 1}.  ${text}`, size: 12, gap: 6 })),
      ...wrap(
        'This magazine shares the work of our departments over the past months: projects, visits to industry, competitions and the stories of our graduates. We thank everyone who wrote for it.',
        80,
      ).map((text, i) => ({ text, gap: i === 0 ? 24 : 0 })),
      footer,
    ],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Video stories: a self-hosted embed page (an animated card), as the demo has no footage.

function videoPage(name: string, achievement: string, story: string, avatar: string, department: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeXml(name)}: a MIST success story (demo)</title>
<style>
  html, body { margin: 0; height: 100%; font-family: system-ui, sans-serif; background: #0f3d3a; color: #fff; overflow: hidden; }
  .stage { position: relative; height: 100%; display: grid; place-items: center; text-align: center; padding: 5%; box-sizing: border-box; }
  .slide { position: absolute; inset: 0; display: grid; place-content: center; gap: 1rem; padding: 6%; opacity: 0; animation: show 12s infinite; }
  .slide:nth-child(2) { animation-delay: 4s; } .slide:nth-child(3) { animation-delay: 8s; }
  img { width: 30vmin; height: 30vmin; border-radius: 50%; margin: 0 auto; border: 4px solid #229689; }
  h1 { margin: 0; font-size: 6vmin; } p { margin: 0; font-size: 4.2vmin; line-height: 1.4; }
  small { position: absolute; bottom: 3%; left: 0; right: 0; font-size: 2.8vmin; opacity: .75; }
  @keyframes show { 0%, 100% { opacity: 0; } 5%, 30% { opacity: 1; } 35% { opacity: 0; } }
  @media (prefers-reduced-motion: reduce) { .slide { animation: none; } .slide:first-child { opacity: 1; } }
</style>
</head>
<body>
<div class="stage">
  <div class="slide"><img src="/${avatar}" alt=""><h1>${escapeXml(name)}</h1><p>${escapeXml(department)}</p></div>
  <div class="slide"><p>${escapeXml(achievement)}</p></div>
  <div class="slide"><p>“${escapeXml(story)}”</p></div>
  <small>MIST Khulna · a demonstration video story of a fictional graduate</small>
</div>
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const departmentTitle = new Map(DEMO_DEPARTMENTS.map((d) => [d.slug, d.title.en]));

  for (const d of DEMO_DEPARTMENTS) {
    await render(demoPath.department(d.slug), departmentSvg(d.slug), 70);
    const parts = d.courseImages === 2 ? [[1, 2, 3, 4], [5, 6, 7, 8]] : [[1, 2, 3, 4, 5, 6, 7, 8]];
    for (const [i, semesters] of parts.entries()) {
      await render(demoPath.course(d.slug, i + 1), courseSvg(d.slug, d.title.en, semesters), 68);
      await render(demoPath.courseBn(d.slug, i + 1), courseSvg(d.slug, d.title.bn, semesters, 'bn'), 68);
    }
  }
  for (const item of DEMO_ACADEMIC_PROGRESS) await render(demoPath.progress(item.slug), progressSvg(item.slug), 70);
  for (const lab of DEMO_LABS) await render(demoPath.lab(lab.slug), roomSvg(lab.slug, LAB_ICON[lab.slug] ?? 'book'), 70);
  for (const partner of DEMO_PARTNERS) await render(demoPath.partner(partner.slug), partnerSvg(partner.slug, partner.name.en), 80);

  const people = [
    ...DEMO_FACULTY.filter((f) => f.picture).map((f) => f.slug),
    ...DEMO_TOP_PERFORMERS.map((p) => p.slug),
    ...DEMO_SUCCESS_STORIES.map((s) => s.slug),
    ...DEMO_VIDEO_STORIES.map((s) => s.slug),
  ];
  for (const slug of people) await render(demoPath.person(slug), avatarSvg(slug, VEILED.has(slug)), 75);

  for (const n of DEMO_NOTICES) save(demoPath.notice(n.slug), noticePdf(n.title.en));
  await printPdfs(DEMO_NOTICES.filter((n) => n.bengaliFile).map((n) => ({ path: demoPath.noticeBn(n.slug), html: bengaliNoticePage(n.title.bn) })));
  for (const j of DEMO_JOBS) save(demoPath.job(j.slug), jobPdf(j.title.en, j.company.en, j.location.en));
  for (const m of DEMO_MAGAZINES) save(demoPath.magazine(m.slug), magazinePdf(m.title.en));
  for (const s of DEMO_VIDEO_STORIES) {
    save(demoPath.video(s.slug), videoPage(s.name.en, s.achievement.en, s.story.en, demoPath.person(s.slug), departmentTitle.get(s.department) ?? ''));
  }

  console.log(`Wrote ${written} files, ${(bytes / 1024).toFixed(0)} KB in all, under ${PUBLIC}.`);
}

await main();
