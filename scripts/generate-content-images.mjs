#!/usr/bin/env node
// Draws the pictures of the facility pages (workshops, production units, research, hostel) as SVG
// and renders them to JPEG with sharp, like generate-site-images.mjs. Run once after changing a
// drawing; the output in public/images/site/content is committed. Drawn by us: no photographs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '..', 'public', 'images', 'site', 'content');
const W = 1200;
const H = 750;

const frame = (body, bg = '#eef6f4') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${bg}"/>${body}</svg>`;

/** A wall of tools over a workbench, a lathe on the right. */
const workshop = () =>
  frame(`
  <rect x="0" y="520" width="1200" height="230" fill="#c9c2b3"/>
  <rect x="0" y="505" width="1200" height="18" fill="#a89f8c"/>
  <rect x="90" y="110" width="520" height="280" rx="10" fill="#d9e6e3" stroke="#9fb8b3" stroke-width="6"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${140 + i * 70}" cy="140" r="7" fill="#6d7f7b"/>`).join('')}
  <path d="M140 150v120M132 270h16" stroke="#24323f" stroke-width="10" stroke-linecap="round"/>
  <path d="M210 150l-10 110M200 260l18 20" stroke="#c0392b" stroke-width="10" stroke-linecap="round"/>
  <rect x="262" y="150" width="26" height="120" rx="6" fill="#f2a516"/><rect x="266" y="270" width="18" height="40" fill="#24323f"/>
  <path d="M350 150v90a20 20 0 0040 0v-90" fill="none" stroke="#2d5f8b" stroke-width="10"/>
  <rect x="420" y="150" width="60" height="26" rx="6" fill="#24323f"/><rect x="443" y="176" width="14" height="120" fill="#8b6a43"/>
  <path d="M530 150l-30 150M530 150l30 150" stroke="#6d7f7b" stroke-width="8" stroke-linecap="round"/>
  <rect x="60" y="400" width="620" height="36" rx="6" fill="#8b6a43"/>
  <rect x="90" y="436" width="28" height="90" fill="#6b4f2a"/><rect x="620" y="436" width="28" height="90" fill="#6b4f2a"/>
  <rect x="140" y="360" width="120" height="40" rx="6" fill="#1a7a6f"/><rect x="190" y="340" width="20" height="20" fill="#24323f"/>
  <rect x="320" y="372" width="180" height="28" rx="4" fill="#b0b8bc"/>
  <rect x="740" y="300" width="380" height="120" rx="14" fill="#1a7a6f"/>
  <rect x="760" y="260" width="110" height="60" rx="10" fill="#14665d"/>
  <rect x="870" y="330" width="200" height="26" rx="6" fill="#b0b8bc"/>
  <circle cx="815" cy="290" r="16" fill="#f2a516"/>
  <rect x="770" y="420" width="50" height="100" fill="#24323f"/><rect x="1040" y="420" width="50" height="100" fill="#24323f"/>
  <rect x="750" y="500" width="360" height="20" fill="#24323f"/>
  <rect x="990" y="320" width="14" height="46" fill="#24323f"/>
  <rect x="700" y="70" width="440" height="130" rx="8" fill="#fff" stroke="#9fb8b3" stroke-width="6"/>
  <path d="M730 110h200M730 150h300" stroke="#c0392b" stroke-width="12" stroke-linecap="round"/>
  `);

/** A welded gate and a control panel on a workbench, a finished chair beside them. */
const productionUnit = () =>
  frame(`
  <rect x="0" y="540" width="1200" height="210" fill="#d8cdb8"/>
  <rect x="80" y="120" width="420" height="400" fill="none" stroke="#24323f" stroke-width="14"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${118 + i * 62}" y="130" width="10" height="380" fill="#24323f"/>`).join('')}
  <path d="M80 320h420" stroke="#24323f" stroke-width="12"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${110 + i * 62}" cy="220" r="18" fill="none" stroke="#24323f" stroke-width="8"/>`).join('')}
  <rect x="560" y="420" width="580" height="34" rx="6" fill="#8b6a43"/>
  <rect x="590" y="454" width="26" height="90" fill="#6b4f2a"/><rect x="1090" y="454" width="26" height="90" fill="#6b4f2a"/>
  <rect x="640" y="200" width="240" height="220" rx="10" fill="#e4e8ea" stroke="#6d7f7b" stroke-width="6"/>
  <rect x="670" y="230" width="90" height="50" rx="4" fill="#24323f"/><text x="684" y="264" font-family="monospace" font-size="26" fill="#8fd3c9">230V</text>
  <circle cx="800" cy="255" r="22" fill="#c0392b"/><circle cx="800" cy="320" r="22" fill="#3c9a63"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${672 + i * 22}" y="310" width="14" height="70" rx="3" fill="#6d7f7b"/>`).join('')}
  <rect x="930" y="250" width="150" height="20" rx="6" fill="#2d5f8b"/>
  <rect x="930" y="270" width="20" height="150" fill="#2d5f8b"/><rect x="1060" y="270" width="20" height="150" fill="#2d5f8b"/>
  <rect x="930" y="150" width="20" height="110" fill="#2d5f8b"/><rect x="940" y="150" width="130" height="16" fill="#2d5f8b"/>
  <rect x="560" y="80" width="580" height="70" rx="8" fill="#1a7a6f"/>
  <path d="M600 115h300" stroke="#e6f4f2" stroke-width="14" stroke-linecap="round"/>
  `);

/** A solar panel powering a pump that lifts water into a field. */
const research = () =>
  frame(`
  <circle cx="1030" cy="130" r="70" fill="#ffd976"/>
  <path d="M0 470 Q300 420 600 470 T1200 450 V750 H0Z" fill="#9ccfa8"/>
  <path d="M0 560 Q300 520 600 560 T1200 540 V750 H0Z" fill="#7cbf8c"/>
  <g transform="translate(170 170) skewX(-12)">
    <rect width="360" height="220" fill="#2d5f8b" stroke="#e4efed" stroke-width="8"/>
    ${[1, 2, 3].map((i) => `<path d="M${i * 90} 0v220" stroke="#8fbfe0" stroke-width="4"/>`).join('')}
    <path d="M0 110h360" stroke="#8fbfe0" stroke-width="4"/>
  </g>
  <rect x="330" y="390" width="16" height="150" fill="#6d7f7b"/>
  <path d="M346 470 H620" stroke="#24323f" stroke-width="6" fill="none"/>
  <rect x="610" y="430" width="130" height="110" rx="12" fill="#1a7a6f"/>
  <circle cx="675" cy="485" r="30" fill="#e4efed"/><circle cx="675" cy="485" r="10" fill="#1a7a6f"/>
  <path d="M740 470 H860 V380 H930" stroke="#5aa9d6" stroke-width="22" fill="none" stroke-linejoin="round"/>
  <path d="M930 380 q40 10 40 70 q0 40 20 80" stroke="#5aa9d6" stroke-width="16" fill="none" stroke-linecap="round"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${880 + i * 50} 620 q-10 -40 0 -70 q10 30 0 70" fill="#3c9a63"/>`).join('')}
  `, '#cfeaf5');

/** A three-storey hostel with a gate and a guard room. */
const hostel = () => {
  let windows = '';
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 7; col++)
      windows += `<rect x="${290 + col * 90}" y="${170 + row * 110}" width="50" height="66" rx="4" fill="#9fd6ee"/>`;
  return frame(`
  <path d="M0 560 H1200 V750 H0Z" fill="#9ccfa8"/>
  <rect x="250" y="130" width="660" height="430" fill="#f4efe6"/>
  <rect x="230" y="110" width="700" height="30" fill="#1a7a6f"/>
  ${[1, 2].map((i) => `<rect x="250" y="${130 + i * 110 + 20}" width="660" height="8" fill="#e2d9c8"/>`).join('')}
  ${windows}
  <rect x="545" y="470" width="70" height="90" rx="4" fill="#14665d"/>
  <rect x="960" y="470" width="150" height="90" fill="#e2d9c8"/><rect x="950" y="455" width="170" height="20" fill="#1a7a6f"/>
  <rect x="1000" y="495" width="40" height="40" fill="#9fd6ee"/>
  <path d="M60 560V420M200 560V420" stroke="#24323f" stroke-width="14"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${80 + i * 20} 430V560" stroke="#24323f" stroke-width="6"/>`).join('')}
  <path d="M60 430H200" stroke="#24323f" stroke-width="8"/>
  <circle cx="120" cy="180" r="60" fill="#ffd976" opacity=".9"/>
  <rect x="0" y="600" width="1200" height="40" fill="#d8cdb8"/>
  `, '#cfeaf5');
};

const jobs = [
  ['workshop.jpg', workshop()],
  ['production-unit.jpg', productionUnit()],
  ['research.jpg', research()],
  ['hostel.jpg', hostel()],
];

mkdirSync(OUT, { recursive: true });
for (const [file, svg] of jobs) {
  const info = await sharp(Buffer.from(svg)).jpeg({ mozjpeg: true, quality: 74 }).toFile(join(OUT, file));
  console.log(`site/content/${file}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
}
