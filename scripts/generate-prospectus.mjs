#!/usr/bin/env node
// Draws the cover of the 2025 prospectus as SVG, in English and in Bengali, and renders each to
// JPEG with sharp: public/images/site/prospectus-2025.jpg and prospectus-2025-bn.jpg, the image
// /admission/prospectus and /bn/admission/prospectus show and download. Run (npm run
// assets:prospectus) after changing the drawing or the institute file; the output is committed.
// Names and figures come from the content file. The Bengali text needs Noto Sans Bengali installed
// (Debian's fonts-noto-core), which librsvg finds through fontconfig.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { tree, windows } from './svg-drawing.mjs';

const ROOT = join(import.meta.dirname, '..');
const institute = JSON.parse(readFileSync(join(ROOT, 'lib', 'content', 'institute.json'), 'utf8'));

const YEAR = 2025;
const W = 1240;
const H = 1754;
const SANS = "'Noto Sans', 'DejaVu Sans', sans-serif";
const BENGALI = "'Noto Sans Bengali', 'Noto Serif Bengali', sans-serif";

/** The technologies, as on the fee table: as many as the content file's facts say. */
const TECHNOLOGIES = {
  en: [
    'Computer', 'Civil', 'Electrical', 'Mechanical', 'Textile', 'Marine', 'Automobile', 'Electronics',
    'Garments Design', 'Architecture', 'Power', 'Shipbuilding', 'Refrigeration & AC', 'Chemical', 'Food',
  ],
  // As the demo's departments name them (lib/institute/embedded/demo-content.ts, shortName.bn).
  bn: [
    'কম্পিউটার', 'সিভিল', 'ইলেকট্রিক্যাল', 'মেকানিক্যাল', 'টেক্সটাইল', 'মেরিন', 'অটোমোবাইল', 'ইলেকট্রনিক্স',
    'গার্মেন্টস ডিজাইন', 'আর্কিটেকচার', 'পাওয়ার', 'শিপবিল্ডিং', 'রেফ্রিজারেশন ও এসি', 'কেমিক্যাল', 'ফুড',
  ],
};

for (const list of Object.values(TECHNOLOGIES)) {
  if (list.length !== institute.facts.technologies) {
    throw new Error(`the cover names ${list.length} technologies; lib/content/institute.json says ${institute.facts.technologies}`);
  }
}

const bnDigits = (value) => String(value).replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');



function chips(lang, font) {
  let out = '';
  const cols = 3;
  const chipW = 330;
  const gap = 22;
  const startX = (W - (cols * chipW + (cols - 1) * gap)) / 2;
  TECHNOLOGIES[lang].forEach((name, i) => {
    const x = startX + (i % cols) * (chipW + gap);
    const y = 1150 + Math.floor(i / cols) * 62;
    out += `<rect x="${x}" y="${y}" width="${chipW}" height="48" rx="24" fill="#ffffff" stroke="#1a7a6f" stroke-width="2"/>
    <circle cx="${x + 28}" cy="${y + 24}" r="7" fill="#f2a516"/>
    <text x="${x + 46}" y="${y + 32}" font-family="${font}" font-size="23" font-weight="600" fill="#14403b">${esc(name)}</text>`;
  });
  return out;
}

const phone = institute.phones[0].number.replace(/^\+880/, '0');
const phoneText = `${phone.slice(0, 5)}-${phone.slice(5)}`;
const email = institute.emails[1]?.address ?? institute.emails[0].address;

/** The cover's words in each language; the drawing is the same. */
const WORDS = {
  en: {
    font: SANS,
    other: BENGALI,
    name: institute.name.en,
    otherName: institute.name.bn,
    title: 'PROSPECTUS',
    titleSize: 112,
    year: `Academic Year ${YEAR}  ·  প্রসপেক্টাস ${bnDigits(YEAR)}`,
    badge: 'ADMISSION',
    badgeYear: String(YEAR),
    diploma: 'Diploma in Engineering',
    facts: `4 years  ·  8 semesters  ·  ${institute.facts.technologies} technologies  ·  Government approved`,
    otherFacts: `ডিপ্লোমা ইন ইঞ্জিনিয়ারিং · ৪ বছর · ${bnDigits(institute.facts.technologies)}টি টেকনোলজি`,
    inside: 'Inside: programmes · admission rules · fees and waivers · campus life',
    address: institute.address.full.en,
    office: `Admission office: ${phoneText}   ·   ${email}`,
    since: `Established ${institute.established}  ·  Institute code ${institute.instituteCode}`,
  },
  bn: {
    font: BENGALI,
    other: SANS,
    name: institute.name.bn,
    otherName: institute.name.en,
    title: 'প্রসপেক্টাস',
    titleSize: 104,
    year: `শিক্ষাবর্ষ ${bnDigits(YEAR)}  ·  Prospectus ${YEAR}`,
    badge: 'ভর্তি',
    badgeYear: bnDigits(YEAR),
    diploma: 'ডিপ্লোমা ইন ইঞ্জিনিয়ারিং',
    facts: `৪ বছর  ·  ৮ সেমিস্টার  ·  ${bnDigits(institute.facts.technologies)}টি টেকনোলজি  ·  সরকার অনুমোদিত`,
    otherFacts: `Diploma in Engineering · 4 years · ${institute.facts.technologies} technologies`,
    inside: 'ভেতরে: প্রোগ্রাম · ভর্তির নিয়ম · ফি ও ছাড় · ক্যাম্পাস জীবন',
    address: institute.address.full.bn,
    office: `ভর্তি অফিস: ${bnDigits(phoneText)}   ·   ${email}`,
    since: `প্রতিষ্ঠাকাল ${bnDigits(institute.established)}  ·  প্রতিষ্ঠান কোড ${bnDigits(institute.instituteCode)}`,
  },
};

const cover = (lang) => {
  const w = WORDS[lang];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a7a6f"/><stop offset="1" stop-color="#0f4f48"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3c9"/><stop offset="1" stop-color="#eaf7f4"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4efe6"/><stop offset="1" stop-color="#e2d9c8"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#f7f4ec"/>

  <rect width="${W}" height="430" fill="url(#band)"/>
  <circle cx="1130" cy="60" r="220" fill="#ffffff" opacity=".06"/>
  <circle cx="80" cy="400" r="160" fill="#ffffff" opacity=".05"/>
  <g transform="translate(96 86)">
    <circle cx="44" cy="44" r="44" fill="#f2a516"/>
    <path d="M20 58 L44 22 L68 58 Z" fill="#0f4f48"/><rect x="36" y="44" width="16" height="14" fill="#f2a516"/>
  </g>
  <text x="210" y="128" font-family="${w.font}" font-size="40" font-weight="700" fill="#ffffff">${esc(w.name)}</text>
  <text x="210" y="176" font-family="${w.other}" font-size="30" fill="#d7efeb">${esc(w.otherName)}</text>
  <text x="96" y="300" font-family="${w.font}" font-size="${w.titleSize}" font-weight="800" fill="#ffffff"${lang === 'en' ? ' letter-spacing="6"' : ''}>${w.title}</text>
  <text x="96" y="378" font-family="${w.font}" font-size="40" font-weight="600" fill="#f2c66d">${w.year}</text>

  <g transform="translate(955 200)">
    <circle cx="95" cy="95" r="95" fill="#f2a516"/>
    <circle cx="95" cy="95" r="80" fill="none" stroke="#0f4f48" stroke-width="3" stroke-dasharray="6 6"/>
    <text x="95" y="82" text-anchor="middle" font-family="${w.font}" font-size="${lang === 'en' ? 24 : 30}" font-weight="700" fill="#0f4f48">${w.badge}</text>
    <text x="95" y="128" text-anchor="middle" font-family="${w.font}" font-size="46" font-weight="800" fill="#0f4f48">${w.badgeYear}</text>
  </g>

  <g transform="translate(0 430)">
    <rect width="${W}" height="520" fill="url(#sky)"/>
    <circle cx="1050" cy="110" r="60" fill="#ffd976" opacity=".9"/>
    <path d="M0 380 Q310 320 620 372 T1240 350 V520 H0Z" fill="#b9e2c2"/>
    <rect x="250" y="170" width="740" height="260" fill="url(#wall)"/>
    <rect x="250" y="146" width="740" height="32" fill="#1a7a6f"/>
    <rect x="530" y="90" width="180" height="340" fill="#f7f3ec"/>
    <path d="M512 96 L620 36 L728 96Z" fill="#1a7a6f"/>
    <rect x="590" y="320" width="60" height="110" rx="5" fill="#14665d"/>
    ${windows(282, 205, 5, 3, 34, 46, 10, '#7cc4e6')}
    ${windows(752, 205, 5, 3, 34, 46, 10, '#7cc4e6')}
    ${windows(556, 120, 3, 3, 36, 40, 12, '#9fd6ee')}
    <rect x="617" y="-8" width="4" height="50" fill="#555"/><rect x="621" y="-8" width="46" height="28" fill="#006a4e"/><circle cx="641" cy="6" r="9" fill="#f42a41"/>
    <rect x="0" y="430" width="${W}" height="90" fill="#9ccfa8"/>
    <path d="M560 520 L600 430 H640 L680 520Z" fill="#d8cdb8"/>
    ${tree(150, 360, 1.5, '#2e8b57')}${tree(1100, 370, 1.6, '#2f7d4f')}${tree(60, 420, 1.1, '#3c9a63')}${tree(1190, 430, 1.0, '#2e8b57')}
  </g>

  <text x="${W / 2}" y="1030" text-anchor="middle" font-family="${w.font}" font-size="50" font-weight="800" fill="#14403b">${w.diploma}</text>
  <text x="${W / 2}" y="1082" text-anchor="middle" font-family="${w.font}" font-size="28" fill="#4f5b67">${w.facts}</text>
  <text x="${W / 2}" y="1126" text-anchor="middle" font-family="${w.other}" font-size="26" fill="#4f5b67">${w.otherFacts}</text>
  ${chips(lang, w.font)}

  <rect y="1500" width="${W}" height="254" fill="#0f2e2b"/>
  <text x="96" y="1566" font-family="${w.font}" font-size="30" font-weight="700" fill="#ffffff">${w.inside}</text>
  <text x="96" y="1624" font-family="${w.font}" font-size="26" fill="#cfe3df">${esc(w.address)}</text>
  <text x="96" y="1668" font-family="${w.font}" font-size="26" fill="#cfe3df">${esc(w.office)}</text>
  <text x="96" y="1712" font-family="${w.font}" font-size="22" fill="#8fb8b1">${esc(w.since)}</text>
</svg>`;
};

for (const [lang, file] of [['en', 'prospectus-2025.jpg'], ['bn', 'prospectus-2025-bn.jpg']]) {
  const info = await sharp(Buffer.from(cover(lang))).jpeg({ mozjpeg: true, quality: 78 }).toFile(join(ROOT, 'public', 'images', 'site', file));
  console.log(`public/images/site/${file}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
}
