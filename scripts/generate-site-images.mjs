#!/usr/bin/env node
// Draws the site's own illustrations (hero, video poster, leaders' portraits, library, and the
// academic-progress fallback pictures in public/images/site/progress) as SVG
// and renders them to JPEG with sharp. Run once after changing a drawing; the output is committed.
// Everything here is drawn by us: no photographs, no real people.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { tree, windows } from './svg-drawing.mjs';

const OUT = join(import.meta.dirname, '..', 'public', 'images');



const campus = (w, h) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1600 1000">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3c9"/><stop offset="1" stop-color="#e9f6f3"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4efe6"/><stop offset="1" stop-color="#e2d9c8"/></linearGradient>
  </defs>
  <rect width="1600" height="1000" fill="url(#sky)"/>
  <circle cx="1320" cy="170" r="70" fill="#ffd976" opacity=".9"/>
  <path d="M0 640 Q400 560 800 630 T1600 600 V1000 H0Z" fill="#b9e2c2"/>
  <rect x="330" y="330" width="940" height="380" fill="url(#wall)"/>
  <rect x="330" y="300" width="940" height="40" fill="#1a7a6f"/>
  <rect x="690" y="220" width="220" height="490" fill="#f7f3ec"/>
  <path d="M670 225 L800 150 L930 225Z" fill="#1a7a6f"/>
  <rect x="760" y="560" width="80" height="150" rx="6" fill="#14665d"/>
  ${windows(370, 370, 6, 3, 40, 60, 12, '#7cc4e6')}
  ${windows(950, 370, 6, 3, 40, 60, 12, '#7cc4e6')}
  ${windows(720, 260, 3, 4, 44, 50, 12, '#9fd6ee')}
  <rect x="795" y="95" width="5" height="70" fill="#555"/><rect x="800" y="95" width="60" height="38" fill="#006a4e"/><circle cx="826" cy="114" r="12" fill="#f42a41"/>
  <rect x="0" y="700" width="1600" height="300" fill="#9ccfa8"/>
  <path d="M640 1000 L760 710 H840 L960 1000Z" fill="#d8cdb8"/>
  ${tree(220, 620, 1.6)}${tree(1400, 630, 1.7, '#2f7d4f')}${tree(120, 700, 1.2, '#3c9a63')}${tree(1500, 720, 1.1)}
  ${tree(560, 700, 0.9, '#3c9a63')}${tree(1060, 700, 0.95)}
</svg>`;

const poster = () => `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <rect width="1280" height="720" fill="#0f2e2b"/>
  <rect x="120" y="160" width="1040" height="420" rx="18" fill="#1a7a6f"/>
  ${windows(170, 220, 10, 3, 70, 80, 22, '#8fd3c9')}
  <rect x="0" y="560" width="1280" height="160" fill="#14665d"/>
  ${tree(90, 520, 1.4, '#2e8b57')}${tree(1190, 520, 1.4, '#2e8b57')}
  <rect x="250" y="600" width="60" height="90" rx="30" fill="#f2a516"/><circle cx="280" cy="585" r="24" fill="#f1c79b"/>
  <rect x="960" y="600" width="60" height="90" rx="30" fill="#e4efed"/><circle cx="990" cy="585" r="24" fill="#c99a6b"/>
</svg>`;

const portrait = (bg, shirt, skin, hair, extra = '') => `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="560" viewBox="0 0 480 560">
  <rect width="480" height="560" fill="${bg}"/>
  <circle cx="240" cy="120" r="260" fill="#fff" opacity=".12"/>
  <path d="M60 560 C70 420 150 380 240 380 C330 380 410 420 420 560Z" fill="${shirt}"/>
  <path d="M205 380 L240 440 L275 380Z" fill="#fff"/>
  <rect x="215" y="320" width="50" height="70" rx="20" fill="${skin}"/>
  <ellipse cx="240" cy="250" rx="90" ry="105" fill="${skin}"/>
  ${hair}
  <ellipse cx="208" cy="258" rx="9" ry="6" fill="#2b2b2b"/><ellipse cx="272" cy="258" rx="9" ry="6" fill="#2b2b2b"/>
  <path d="M215 305 Q240 322 265 305" stroke="#8a4b3a" stroke-width="6" fill="none" stroke-linecap="round"/>
  ${extra}
</svg>`;

const library = () => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">
  <rect width="1200" height="750" fill="#f3ede2"/>
  ${[0, 1, 2, 3]
    .map((shelf) => {
      let books = '';
      let x = 90;
      const colors = ['#1a7a6f', '#c0392b', '#f2a516', '#2d5f8b', '#6c4f8b', '#3c9a63', '#a0522d'];
      for (let i = 0; x < 1110; i++) {
        const w = 22 + ((i * 7 + shelf * 5) % 18);
        const hgt = 110 + ((i * 13 + shelf * 3) % 40);
        books += `<rect x="${x}" y="${80 + shelf * 160 + (150 - hgt)}" width="${w}" height="${hgt}" fill="${colors[(i + shelf) % colors.length]}"/>`;
        x += w + 4;
      }
      return `${books}<rect x="70" y="${230 + shelf * 160}" width="1060" height="16" fill="#8b6a43"/>`;
    })
    .join('')}
  <rect x="70" y="60" width="16" height="650" fill="#8b6a43"/><rect x="1114" y="60" width="16" height="650" fill="#8b6a43"/>
</svg>`;

/** The ring carousel's fallback set: ten simple drawings of campus life (spec: 10 stock images). */
const FALLBACK_SCENES = [
  ['#1a7a6f', '#f2a516', 'gear'],
  ['#2d5f8b', '#8fd3c9', 'flask'],
  ['#7a2e4a', '#f4efe6', 'book'],
  ['#3c9a63', '#ffd976', 'bolt'],
  ['#6c4f8b', '#e6f4f2', 'chip'],
  ['#a0522d', '#f3ede2', 'ruler'],
  ['#14665d', '#f2a516', 'ship'],
  ['#24323f', '#8fd3c9', 'gear'],
  ['#c0392b', '#fff3e0', 'book'],
  ['#1f6f8b', '#ffd976', 'flask'],
];
const ICONS = {
  gear: '<circle cx="320" cy="200" r="70" fill="none" stroke="FG" stroke-width="26" stroke-dasharray="30 14"/><circle cx="320" cy="200" r="28" fill="FG"/>',
  flask: '<path d="M290 110h60M300 110v60l-60 110h160l-60-110v-60" fill="none" stroke="FG" stroke-width="16" stroke-linejoin="round"/><path d="M262 250h116l16 30H246z" fill="FG"/>',
  book: '<path d="M210 130c40-16 80-14 110 8 30-22 70-24 110-8v150c-40-16-80-14-110 8-30-22-70-24-110-8z" fill="FG"/><path d="M320 138v150" stroke="BG" stroke-width="8"/>',
  bolt: '<path d="M340 90L250 220h60l-20 100 90-140h-60z" fill="FG"/>',
  chip: '<rect x="250" y="130" width="140" height="140" rx="12" fill="FG"/><path d="M230 160h20M230 200h20M230 240h20M390 160h20M390 200h20M390 240h20M280 110v20M320 110v20M360 110v20M280 270v20M320 270v20M360 270v20" stroke="FG" stroke-width="10"/>',
  ruler: '<rect x="200" y="170" width="240" height="60" rx="6" fill="FG" transform="rotate(-20 320 200)"/>',
  ship: '<path d="M200 230h240l-40 60H240z" fill="FG"/><path d="M260 230v-80h90v80M300 150v-40" fill="none" stroke="FG" stroke-width="14"/>',
};
const fallbackScene = ([bg, fg, icon]) => `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <rect width="640" height="400" fill="${bg}"/><circle cx="540" cy="60" r="140" fill="#fff" opacity=".08"/><circle cx="80" cy="380" r="120" fill="#fff" opacity=".06"/>
  ${ICONS[icon].replaceAll('FG', fg).replaceAll('BG', bg)}
</svg>`;

const jobs = [
  ...FALLBACK_SCENES.map((scene, i) => [`site/progress/fallback-${i + 1}.jpg`, fallbackScene(scene), { quality: 70 }]),
  ['site/hero-campus.jpg', campus(1600, 1000), { quality: 78 }],
  ['site/video-poster.jpg', poster(), { quality: 74 }],
  ['site/library.jpg', library(), { quality: 74 }],
  [
    'people/chairman.jpg',
    portrait('#1a7a6f', '#24323f', '#c99a6b', '<path d="M150 230 Q160 130 240 135 Q320 130 330 230 Q300 170 240 175 Q180 170 150 230Z" fill="#2b2b2b"/>', '<rect x="190" y="240" width="100" height="34" rx="14" fill="none" stroke="#333" stroke-width="5"/>'),
    { quality: 80 },
  ],
  [
    'people/executive-director.jpg',
    portrait('#2d5f8b', '#7a2e4a', '#d8a97c', '<path d="M140 300 Q130 130 240 130 Q350 130 340 300 Q330 190 240 180 Q150 190 140 300Z" fill="#3a2418"/>'),
    { quality: 80 },
  ],
];

for (const [file, svg, options] of jobs) {
  const target = join(OUT, file);
  mkdirSync(dirname(target), { recursive: true });
  const info = await sharp(Buffer.from(svg)).jpeg({ mozjpeg: true, ...options }).toFile(target);
  console.log(`${file}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
}
