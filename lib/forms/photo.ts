/**
 * The admission photo, checked in the browser before upload: JPEG or PNG by the file's first
 * bytes (not its name), at most 500 KB, and within the server's bounds of size and depth by its
 * header (lib/validations/photo-bounds.ts), so the applicant learns before sending. A photo that
 * is too large can be shrunk here to a JPEG under the limit, so an applicant with a phone camera
 * picture does not have to find an app.
 */
import { PHOTO_MAX_BYTES, PHOTO_STORED_SIDE, sniffPhotoType, type PhotoType } from '@/lib/validations/admission';
import { photoBoundsProblem, type PhotoBoundsKey, type PhotoHeader } from '@/lib/validations/photo-bounds';

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  // Blob.arrayBuffer is missing in some older WebViews (and jsdom); FileReader is everywhere.
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/**
 * Width, height and bits per sample from a PNG's IHDR chunk or a JPEG's frame header (SOFn), as the
 * server's decoder reads them; null when the bytes do not show them (the server then judges).
 */
export function readPhotoHeader(bytes: Uint8Array, type: PhotoType): PhotoHeader | null {
  const u16 = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  const u32 = (at: number) => bytes[at]! * 0x1000000 + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!);
  if (type === 'image/png') {
    // The signature (8 bytes), then IHDR: its length (4), "IHDR", width (4), height (4), bit depth (1).
    if (bytes.length < 25 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { width: u32(16), height: u32(20), bitsPerSample: bytes[24]! };
  }
  // JPEG: segments after SOI, each FF, its marker, and (most) a length that counts itself.
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the end, or a scan, before any frame header
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC): precision (1), height (2), width (2).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return null;
      const height = u16(at + 5);
      // A height of 0 is given later (a DNL marker): leave that rare file to the server.
      return height === 0 ? null : { bitsPerSample: bytes[at + 4]!, height, width: u16(at + 7) };
    }
    at += 2 + u16(at + 2);
  }
  return null;
}

export type PhotoCheck =
  | { ok: true; type: PhotoType }
  | { ok: false; error: 'photoType' }
  /** A real JPEG or PNG over the limit: it can be offered for shrinking. */
  | { ok: false; error: 'photoTooLarge'; type: PhotoType }
  /** Within the limit, but of a size (in pixels) or depth the server refuses. */
  | { ok: false; error: PhotoBoundsKey; type: PhotoType };

export async function checkPhoto(file: Blob, maxBytes = PHOTO_MAX_BYTES): Promise<PhotoCheck> {
  const type = sniffPhotoType(await firstBytes(file, 8));
  if (!type) return { ok: false, error: 'photoType' };
  if (file.size > maxBytes) return { ok: false, error: 'photoTooLarge', type };
  // The whole file (500 KB at most by now): a JPEG's frame header may follow 64 KB of EXIF or more.
  const header = readPhotoHeader(await firstBytes(file, file.size), type);
  const problem = header ? photoBoundsProblem(header) : null;
  if (problem) return { ok: false, error: problem, type };
  return { ok: true, type };
}

let shrinkSupport: boolean | null = null;

/** True when this browser can decode and re-encode an image (a 2D canvas with toBlob). Asked once. */
export function canShrinkPhotos(): boolean {
  if (typeof document === 'undefined') return false;
  if (shrinkSupport === null) {
    const canvas = document.createElement('canvas');
    try {
      shrinkSupport = typeof canvas.toBlob === 'function' && !!canvas.getContext('2d');
    } catch {
      shrinkSupport = false;
    }
  }
  return shrinkSupport;
}

type Drawable = { source: CanvasImageSource; width: number; height: number; close(): void };

async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * The photo as a JPEG under `maxBytes`: scaled to at most PHOTO_STORED_SIDE on the longer side, then
 * lower quality and smaller sizes until it fits. Null when the browser cannot do it.
 */
export async function shrinkPhoto(file: File, maxBytes = PHOTO_MAX_BYTES): Promise<File | null> {
  let image: Drawable;
  try {
    image = await decode(file);
  } catch {
    return null;
  }
  try {
    let scale = Math.min(1, PHOTO_STORED_SIDE / Math.max(image.width, image.height));
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return null;
    for (let attempt = 0; attempt < 8; attempt++) {
      canvas.width = Math.max(1, Math.round(image.width * scale));
      canvas.height = Math.max(1, Math.round(image.height * scale));
      // White under a transparent PNG, which JPEG cannot keep.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.85, 0.72, 0.6]) {
        const blob = await encode(canvas, quality);
        if (blob && blob.size <= maxBytes) {
          const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
          return new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() });
        }
      }
      scale *= 0.75;
    }
    return null;
  } finally {
    image.close();
  }
}
