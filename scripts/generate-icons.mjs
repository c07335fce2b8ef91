#!/usr/bin/env node
// Renders the institute's mark (components/layout/logo.tsx, same drawing) to the favicon, the
// Apple touch icon and the web app manifest's icons. Run after changing the mark; output is committed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
const mark = (padding) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${48 + 2 * padding} ${48 + 2 * padding}">
  ${padding > 0 ? `<rect x="${-padding}" y="${-padding}" width="${48 + 2 * padding}" height="${48 + 2 * padding}" fill="#1a7a6f"/>` : ''}
  <circle cx="24" cy="24" r="23" fill="#1a7a6f"/>
  <path d="M24 7l2.6 4.3 4.9-1.2.6 5 4.8 1.7-2 4.6 3.3 3.6-4.2 2.9.9 5-5 .6-1.6 4.8-4.6-2-3.6 3.4-2.9-4.2-5 .8-.6-5-4.8-1.7 2-4.6-3.3-3.6 4.2-2.9-.8-5 5-.6L18.9 9l4.6 2z" fill="none" stroke="#fff" stroke-width="1.6" opacity=".55"/>
  <path d="M13 19c4-1.6 8-1.4 11 .8 3-2.2 7-2.4 11-.8v13c-4-1.6-8-1.4-11 .8-3-2.2-7-2.4-11-.8z" fill="#fff"/>
  <path d="M24 19.8v13.2" stroke="#1a7a6f" stroke-width="1.4"/>
</svg>`;

writeFileSync(join(root, 'app', 'icon.svg'), mark(0));
const outputs = [
  ['app/apple-icon.png', 180, 4],
  ['public/icons/icon-192.png', 192, 0],
  ['public/icons/icon-512.png', 512, 0],
  // Maskable icons keep the mark inside the safe zone (the centre 80%).
  ['public/icons/icon-maskable-512.png', 512, 8],
];
for (const [file, size, padding] of outputs) {
  const info = await sharp(Buffer.from(mark(padding)), { density: 600 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(root, file));
  console.log(`${file}: ${info.width}x${info.height}, ${info.size} bytes`);
}
// favicon.ico: a 32x32 PNG inside an ICO container.
const png = await sharp(Buffer.from(mark(0)), { density: 300 }).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(join(root, 'app', 'favicon.ico'), Buffer.concat([header, png]));
console.log('app/favicon.ico written');
