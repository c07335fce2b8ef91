// Save-Data (issue 47, point 5): a browser that asks to save data (the `Save-Data: on` header, sent
// with every request, image requests included) gets the site's images at half the width it asked
// for (1x on a 2x phone screen) and at a lower quality: about a quarter of the bytes. The pages
// themselves are prerendered and shared, so they cannot vary on the header; the image optimizer's
// answers can, and say so (`Vary: Save-Data`), so that no cache hands one kind to the other.
//
// Plain JavaScript: scripts/serve.mjs imports it before anything is compiled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The quality of a lighter image (next.config.mjs lists it in images.qualities). */
export const SAVE_DATA_QUALITY = 50;

/** Whether the request asks to save data. */
export const savesData = (request) => /^\s*on\s*$/i.test(String(request.headers['save-data'] ?? ''));

/**
 * The optimizer's address of the lighter image: the largest allowed width at most half the one
 * asked for (never below the smallest), at SAVE_DATA_QUALITY at most; null when it is not one.
 * @param {string} url
 * @param {{ path: string; widths: number[] }} images
 */
export function lighterImageUrl(url, { path, widths }) {
  const [pathname, query = ''] = url.split('?');
  if (pathname !== path) return null;
  const params = new URLSearchParams(query);
  const width = Number(params.get('w'));
  const quality = Number(params.get('q'));
  if (!widths.includes(width) || !Number.isInteger(quality)) return null;
  const sorted = [...widths].sort((a, b) => a - b);
  params.set('w', String(sorted.filter((w) => w <= width / 2).at(-1) ?? sorted[0]));
  params.set('q', String(Math.min(quality, SAVE_DATA_QUALITY)));
  return `${pathname}?${params}`;
}

/**
 * For the standalone server in `folder`: a step before Next that lightens an image request asking
 * to save data, and marks every image answer as varying on Save-Data.
 * @param {string} folder
 */
export function saveDataImages(folder) {
  const { config } = JSON.parse(readFileSync(join(folder, '.next', 'required-server-files.json'), 'utf8'));
  const images = { path: config.images.path, widths: [...config.images.deviceSizes, ...config.images.imageSizes] };
  return function lighten(request, response) {
    if (!(request.url ?? '').startsWith(`${images.path}?`)) return;
    const setHeader = response.setHeader;
    response.setHeader = function (name, value) {
      if (String(name).toLowerCase() === 'vary') value = `${[value].flat().join(', ')}, Save-Data`;
      return setHeader.call(this, name, value);
    };
    if (savesData(request)) request.url = lighterImageUrl(request.url, images) ?? request.url;
  };
}
