import { join } from 'node:path';
import sharp from 'sharp';
import { cutText } from '@/lib/format/text';

/**
 * Social preview images (1200×630), drawn with sharp. The text goes through Pango and HarfBuzz,
 * so Bengali conjuncts (বিজ্ঞান, প্রযুক্তি) are shaped as a browser shapes them; next/og's
 * renderer (Satori) does not shape Indic scripts (docs/decisions/0005-social-images.md).
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const FONT_DIR = join(process.cwd(), 'lib', 'seo', 'fonts');
const FONT_BOLD = join(FONT_DIR, 'NotoSansBengali-Bold.ttf');
const FONT_REGULAR = join(FONT_DIR, 'NotoSansBengali-Regular.ttf');

const BACKGROUND = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a7a6f"/><stop offset="1" stop-color="#0f3f3a"/></linearGradient></defs>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>
  <circle cx="1080" cy="90" r="260" fill="#fff" opacity=".06"/><circle cx="1150" cy="600" r="180" fill="#fff" opacity=".05"/>
  <rect x="80" y="470" width="120" height="8" rx="4" fill="#f2a516"/>
  <g transform="translate(80 70) scale(2.2)">
    <circle cx="24" cy="24" r="23" fill="#fff"/>
    <path d="M13 19c4-1.6 8-1.4 11 .8 3-2.2 7-2.4 11-.8v13c-4-1.6-8-1.4-11 .8-3-2.2-7-2.4-11-.8z" fill="#1a7a6f"/>
    <path d="M24 19.8v13.2" stroke="#fff" stroke-width="1.4"/>
  </g>
</svg>`);

/** Pango markup needs &, < and > escaped. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function textLayer(text: string, options: { size: number; bold: boolean; color: string; width: number }) {
  return sharp({
    text: {
      text: `<span foreground="${options.color}">${escapeMarkup(text)}</span>`,
      font: `Noto Sans Bengali ${options.bold ? 'Bold' : 'Regular'} ${options.size}`,
      fontfile: options.bold ? FONT_BOLD : FONT_REGULAR,
      width: options.width,
      rgba: true,
      wrap: 'word',
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The room for the title, between the institute's name and the accent bar above the footer. */
export const TITLE_MAX_HEIGHT = 230;

/**
 * The title at the largest size that fits in `maxHeight`: long titles wrap, then shrink. One still
 * too tall at the smallest size (a job or department title from the source can be any length) loses
 * words from its end, as a search result's does, rather than run over the footer.
 */
export async function fittedTitle(text: string, maxHeight: number = TITLE_MAX_HEIGHT) {
  const draw = (shown: string, size: number) => textLayer(shown, { size, bold: true, color: '#ffffff', width: 1040 });
  for (const size of [64, 56, 48]) {
    const layer = await draw(text, size);
    if (layer.info.height <= maxHeight) return layer;
  }
  let layer = await draw(text, 40);
  for (let max = Math.floor([...text].length * 0.85); layer.info.height > maxHeight && max > 3; max = Math.floor(max * 0.85)) {
    layer = await draw(cutText(text, max), 40);
  }
  return layer;
}

export type OgContent = { siteName: string; title: string; footer: string };

/** The preview as PNG bytes: the institute's name, the page's title, and the site's address. */
export async function renderOgImage({ siteName, title, footer }: OgContent): Promise<Buffer> {
  const [name, heading, foot] = await Promise.all([
    textLayer(siteName, { size: 34, bold: true, color: '#e6f4f2', width: 900 }).then((l) => l.data),
    fittedTitle(title).then((l) => l.data),
    textLayer(footer, { size: 28, bold: false, color: '#cfe7e3', width: 1040 }).then((l) => l.data),
  ]);
  return sharp(BACKGROUND)
    .composite([
      { input: name, left: 210, top: 100 },
      { input: heading, left: 80, top: 220 },
      { input: foot, left: 80, top: 510 },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
