import { preload } from 'react-dom';

/**
 * The self-hosted Bengali font (app/globals.css's @font-face, made by
 * scripts/generate-bengali-font.sh, which rewrites this name too; tests/unit/font-files.test.ts
 * checks the two agree).
 */
export const BENGALI_FONT_URL = '/fonts/noto-sans-bengali-wght-55f5bda9.woff2';

/**
 * Bengali pages ask for the font from the head, beside the HTML. Its face is `font-display:
 * optional` (never swapped in after the first paint, so nothing shifts), and Chrome holds the
 * first paint a little for a preloaded optional font: found only by the stylesheet, it came too
 * late for the first Bengali view of a phone without the face of its own (decision 0008). A phone
 * that has the face still downloads the file once; it is then cached for a year.
 */
export function preloadBengaliFont() {
  preload(BENGALI_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
