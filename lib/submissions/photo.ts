import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_STORED_SIDE, sniffPhotoType } from '@/lib/validations/admission';

/**
 * The admission photo, judged by its content, never its name or declared type: JPEG or PNG by
 * magic bytes, at most 500 KB, then fully decoded by sharp (a truncated or undecodable file
 * fails; a flaw the decoder only warns about and reads past, as browsers do, does not: DECODE),
 * within bounded dimensions, and re-encoded as a fresh JPEG: nothing of the uploaded file
 * (metadata, trailing data, a polyglot payload) survives.
 */

export type PhotoErrorKey = 'photoType' | 'photoTooLarge' | 'photoUnreadable' | 'photoDimensions';

export const PHOTO_MIN_SIDE = 100;
export const PHOTO_MAX_SIDE = 6_000;

sharp.cache(false);

/**
 * Refuse a file that is cut short or cannot be decoded, not one with a flaw libjpeg warns about and
 * decodes whole ("Corrupt JPEG data: 3 extraneous bytes before marker"): the phone showed that photo
 * normally, and its applicant would have no other.
 */
const DECODE = { failOn: 'truncated' } as const;

/** sharp's name of each accepted type: what a decode must find. */
const SHARP_FORMAT = { 'image/jpeg': 'jpeg', 'image/png': 'png' } as const;

/** The checks that need no decoding, so they can be reported with the other field errors. */
export async function precheckPhoto(file: File): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; key: PhotoErrorKey }> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, key: 'photoTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) return { ok: false, key: 'photoUnreadable' };
  if (!sniffPhotoType(bytes)) return { ok: false, key: 'photoType' };
  return { ok: true, bytes };
}

export type ProcessedPhoto = { ok: true; jpeg: Buffer; width: number; height: number } | { ok: false; key: PhotoErrorKey };

/** Decodes the whole image and re-encodes it as a JPEG without metadata. */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const type = sniffPhotoType(bytes);
  if (!type) return { ok: false, key: 'photoType' };
  try {
    // The header is read without the pixel limit, so an image too large is told so (photoDimensions)
    // rather than "could not be read"; the decode below keeps the limit.
    const meta = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
    if (meta.format !== SHARP_FORMAT[type]) return { ok: false, key: 'photoType' };
    const { width = 0, height = 0 } = meta;
    if (width < PHOTO_MIN_SIDE || height < PHOTO_MIN_SIDE || width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE) {
      return { ok: false, key: 'photoDimensions' };
    }
    const { data, info } = await sharp(bytes, { ...DECODE, limitInputPixels: PHOTO_MAX_SIDE * PHOTO_MAX_SIDE, sequentialRead: true })
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

export interface StoredPhoto {
  /** Relative to the data directory, as kept in the database: uploads/{random}.jpg */
  path: string;
  absolutePath: string;
}

/** Writes the photo under a random name (122 random bits) that nothing serves or lists. */
export async function storePhoto(uploadsDir: string, jpeg: Buffer): Promise<StoredPhoto> {
  await mkdir(uploadsDir, { recursive: true, mode: 0o750 });
  const name = `${randomUUID()}.jpg`;
  const absolutePath = join(uploadsDir, name);
  await writeFile(absolutePath, jpeg, { flag: 'wx', mode: 0o640 });
  return { path: `uploads/${name}`, absolutePath };
}

export async function removePhoto(photo: StoredPhoto | null): Promise<void> {
  if (!photo) return;
  await unlink(photo.absolutePath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') console.error('[submissions] could not remove an unused photo:', error.message);
  });
}
