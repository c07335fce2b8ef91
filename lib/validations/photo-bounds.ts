/**
 * What a passport-size photo may be, in pixels: the one judgement of the browser's check
 * (lib/forms/photo.ts, from the file's header) and the server's (lib/submissions/photo.ts, from
 * sharp's reading of the header, before anything is decoded).
 *
 * The 500 KB limit bounds the file, not what it decodes to: a PNG of one colour compresses almost
 * to nothing, and a 6000 x 6000 PNG at 16 bits per channel (430 KB) decodes to 288 MB (issue 46).
 * A passport photo is stored at 1,200 px; a phone's camera takes 12 to 16 megapixels (4000 x 3000,
 * 4032 x 3024, 4624 x 3472), which the browser offers to shrink anyway when the file is over
 * 500 KB. So: each side 100 to 5,000 px, at most 4096 x 4096 pixels in all, 8 bits per channel.
 * The largest photo taken then decodes to at most 64 MB (RGBA), which the server decodes one at a
 * time (lib/submissions/decode-queue.ts).
 */

export const PHOTO_MIN_SIDE = 100;
export const PHOTO_MAX_SIDE = 5_000;
/** "16 megapixels" in the messages: 16,777,216, so that 4624 x 3472 (16.05 million) is taken. */
export const PHOTO_MAX_PIXELS = 4_096 * 4_096;
export const PHOTO_MAX_BITS_PER_SAMPLE = 8;

/** What a photo's header says of its size and depth. */
export interface PhotoHeader {
  width: number;
  height: number;
  /** Bits per channel: 8 for nearly every JPEG and PNG; 16 for a "deep" PNG, 12 for a 12-bit JPEG. */
  bitsPerSample: number;
}

export type PhotoBoundsKey = 'photoDimensions' | 'photoDepth';

/** The validation message key of a photo outside the bounds, or null. Size comes before depth. */
export function photoBoundsProblem({ width, height, bitsPerSample }: PhotoHeader): PhotoBoundsKey | null {
  const sides = [width, height];
  if (sides.some((side) => !Number.isInteger(side) || side < PHOTO_MIN_SIDE || side > PHOTO_MAX_SIDE)) return 'photoDimensions';
  if (width * height > PHOTO_MAX_PIXELS) return 'photoDimensions';
  if (bitsPerSample > PHOTO_MAX_BITS_PER_SAMPLE) return 'photoDepth';
  return null;
}
