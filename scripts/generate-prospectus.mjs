#!/usr/bin/env node
// Draws the cover of the 2025 prospectus as SVG and renders it to JPEG with sharp
// (public/images/site/prospectus-2025.jpg): the image /admission/prospectus shows and downloads.
// Run (npm run assets:prospectus) after changing the drawing or the institute file; the output is
// committed. Names and figures come from the content file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { tree, windows } from './svg-drawing.mjs';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'public', 'images', 'site', 'prospectus-2025.jpg');
const institute = JSON.parse(readFileSync(join(ROOT, 'lib', 'content', 'institute.json'), 'utf8'));

const YEAR = 2025;
const W = 1240;
const H = 1754;
const SANS = "'Noto Sans', 'DejaVu Sans', sans-serif";
const BENGALI = "'Noto Sans Bengali', 'Noto Serif Bengali', sans-serif";

/** The technologies, as on the fee table: as many as the content file's facts say. */
const TECHNOLOGIES = [
  'Computer', 'Civil', 'Electrical', 'Mechanical', 'Textile', 'Marine', 'Automobile', 'Electronics',
  'Garments Design', 'Architecture', 'Power', 'Shipbuilding', 'Refrigeration & AC', 'Chemical', 'Food',
];

if (TECHNOLOGIES.length !== institute.facts.technologies) {
  throw new Error(`the cover names ${TECHNOLOGIES.length} technologies; lib/content/institute.json says ${institute.facts.technologies}`);
}

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');



function chips() {
  let out = '';
  const cols = 3;
  const chipW = 330;
  const gap = 22;
  const startX = (W - (cols * chipW + (cols - 1) * gap)) / 2;
  TECHNOLOGIES.forEach((name, i) => {
    const x = startX + (i % cols) * (chipW + gap);
    const y = 1150 + Math.floor(i / cols) * 62;
    out += `<rect x="${x}" y="${y}" width="${chipW}" height="48" rx="24" fill="#ffffff" stroke="#1a7a6f" stroke-width="2"/>
    <circle cx="${x + 28}" cy="${y + 24}" r="7" fill="#f2a516"/>
    <text x="${x + 46}" y="${y + 32}" font-family="${SANS}" font-size="23" font-weight="600" fill="#14403b">${esc(name)}</text>`;
  });
  return out;
}

const phone = institute.phones[0].number.replace(/^\+880/, '0');
const phoneText = `${phone.slice(0, 5)}-${phone.slice(5)}`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
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
  <text x="210" y="128" font-family="${SANS}" font-size="40" font-weight="700" fill="#ffffff">${esc(institute.name.en)}</text>
  <text x="210" y="176" font-family="${BENGALI}" font-size="30" fill="#d7efeb">${esc(institute.name.bn)}</text>
  <text x="96" y="300" font-family="${SANS}" font-size="112" font-weight="800" fill="#ffffff" letter-spacing="6">PROSPECTUS</text>
  <text x="96" y="378" font-family="${SANS}" font-size="40" font-weight="600" fill="#f2c66d">Academic Year ${YEAR}  ·  প্রসপেক্টাস ${'২০২৫'}</text>

  <g transform="translate(955 200)">
    <circle cx="95" cy="95" r="95" fill="#f2a516"/>
    <circle cx="95" cy="95" r="80" fill="none" stroke="#0f4f48" stroke-width="3" stroke-dasharray="6 6"/>
    <text x="95" y="82" text-anchor="middle" font-family="${SANS}" font-size="24" font-weight="700" fill="#0f4f48">ADMISSION</text>
    <text x="95" y="128" text-anchor="middle" font-family="${SANS}" font-size="46" font-weight="800" fill="#0f4f48">${YEAR}</text>
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

  <text x="${W / 2}" y="1030" text-anchor="middle" font-family="${SANS}" font-size="50" font-weight="800" fill="#14403b">Diploma in Engineering</text>
  <text x="${W / 2}" y="1082" text-anchor="middle" font-family="${SANS}" font-size="28" fill="#4f5b67">4 years  ·  8 semesters  ·  ${institute.facts.technologies} technologies  ·  Government approved</text>
  <text x="${W / 2}" y="1126" text-anchor="middle" font-family="${BENGALI}" font-size="26" fill="#4f5b67">ডিপ্লোমা ইন ইঞ্জিনিয়ারিং · ৪ বছর · ${institute.facts.technologies.toLocaleString('bn-BD')}টি টেকনোলজি</text>
  ${chips()}

  <rect y="1500" width="${W}" height="254" fill="#0f2e2b"/>
  <text x="96" y="1566" font-family="${SANS}" font-size="30" font-weight="700" fill="#ffffff">Inside: programmes · admission rules · fees and waivers · campus life</text>
  <text x="96" y="1624" font-family="${SANS}" font-size="26" fill="#cfe3df">${esc(institute.address.full.en)}</text>
  <text x="96" y="1668" font-family="${SANS}" font-size="26" fill="#cfe3df">Admission office: ${phoneText}   ·   ${esc(institute.emails[1]?.address ?? institute.emails[0].address)}</text>
  <text x="96" y="1712" font-family="${SANS}" font-size="22" fill="#8fb8b1">Established ${institute.established}  ·  Institute code ${esc(institute.instituteCode)}</text>
</svg>`;

const info = await sharp(Buffer.from(svg)).jpeg({ mozjpeg: true, quality: 78 }).toFile(OUT);
console.log(`public/images/site/prospectus-2025.jpg: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
