import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_STORED_SIDE, sniffPhotoType } from '@/lib/validations/admission';
import { PHOTO_MAX_PIXELS, photoBoundsProblem, type PhotoBoundsKey } from '@/lib/validations/photo-bounds';

/**
 * The admission photo, judged by its content, never its name or declared type: JPEG or PNG by
 * magic bytes, at most 500 KB, within the bounds of a passport photo by its header (sides, pixels,
 * bits per channel: lib/validations/photo-bounds.ts) before anything is decoded, then fully decoded
 * by sharp (a truncated or undecodable file fails; a flaw the decoder only warns about and reads
 * past, as browsers do, does not: DECODE), one at a time (decode-queue.ts), and re-encoded as a
 * fresh JPEG: nothing of the uploaded file (metadata, trailing data, a polyglot payload) survives.
 * Its file: photo-files.ts.
 */

export type PhotoErrorKey = 'photoType' | 'photoTooLarge' | 'photoUnreadable' | PhotoBoundsKey;

sharp.cache(false);
// One thread per decode. It is libvips' default on glibc without jemalloc (this server's), but
// the number of cores elsewhere (musl, macOS): the decode queue's "one at a time" means one core.
sharp.concurrency(1);

/**
 * Refuse a file that is cut short or cannot be decoded, not one with a flaw libjpeg warns about and
 * decodes whole ("Corrupt JPEG data: 3 extraneous bytes before marker"): the phone showed that photo
 * normally, and its applicant would have no other.
 */
const DECODE = { failOn: 'truncated' } as const;

/** sharp's name of each accepted type: what a decode must find. */
const SHARP_FORMAT = { 'image/jpeg': 'jpeg', 'image/png': 'png' } as const;

/**
 * The photo's header, read by sharp without decoding the image (a few milliseconds, whatever the
 * image's size): its format must be the one its first bytes claim, and its size and depth within
 * the bounds. Null when it is; otherwise the reason.
 */
async function headerProblem(bytes: Uint8Array, type: keyof typeof SHARP_FORMAT): Promise<PhotoErrorKey | null> {
  // Read without the pixel limit, so an image too large is told so (photoDimensions) rather than
  // "could not be read"; the decode keeps the limit.
  const meta = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  if (meta.format !== SHARP_FORMAT[type]) return 'photoType';
  // PNG states its bits per sample; a JPEG's samples are 8 bits when libvips reads them as uchar.
  const bitsPerSample = meta.bitsPerSample ?? (meta.depth === 'uchar' ? 8 : 16);
  return photoBoundsProblem({ width: meta.width ?? 0, height: meta.height ?? 0, bitsPerSample });
}

/**
 * The checks that need no decoding, so they can be reported with the other field errors, before
 * the human check and before the photo waits for the decoder: size, type, and the header's bounds.
 */
export async function precheckPhoto(file: File): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; key: PhotoErrorKey }> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, key: 'photoTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) return { ok: false, key: 'photoUnreadable' };
  const type = sniffPhotoType(bytes);
  if (!type) return { ok: false, key: 'photoType' };
  try {
    const problem = await headerProblem(bytes, type);
    if (problem) return { ok: false, key: problem };
  } catch {
    return { ok: false, key: 'photoUnreadable' };
  }
  return { ok: true, bytes };
}

export type ProcessedPhoto = { ok: true; jpeg: Buffer; width: number; height: number } | { ok: false; key: PhotoErrorKey };

/** Decodes the whole image and re-encodes it as a JPEG without metadata. */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const type = sniffPhotoType(bytes);
  if (!type) return { ok: false, key: 'photoType' };
  try {
    // Again here, for a caller that skipped precheckPhoto; the pixel limit is a second guard.
    const problem = await headerProblem(bytes, type);
    if (problem) return { ok: false, key: problem };
    const { data, info } = await sharp(bytes, { ...DECODE, limitInputPixels: PHOTO_MAX_PIXELS, sequentialRead: true })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: PHOTO_STORED_SIDE, height: PHOTO_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, key: 'photoUnreadable' };
  }
}
