/**
 * The admission photo, checked in the browser before upload: JPEG or PNG by the file's first
 * bytes (not its name), at most 500 KB. A photo that is too large can be shrunk here to a JPEG
 * under the limit, so an applicant with a phone camera picture does not have to find an app.
 */
import { PHOTO_MAX_BYTES, PHOTO_STORED_SIDE, sniffPhotoType, type PhotoType } from '@/lib/validations/admission';

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

export type PhotoCheck =
  | { ok: true; type: PhotoType }
  | { ok: false; error: 'photoType' }
  /** A real JPEG or PNG over the limit: it can be offered for shrinking. */
  | { ok: false; error: 'photoTooLarge'; type: PhotoType };

export async function checkPhoto(file: Blob, maxBytes = PHOTO_MAX_BYTES): Promise<PhotoCheck> {
  const type = sniffPhotoType(await firstBytes(file, 8));
  if (!type) return { ok: false, error: 'photoType' };
  if (file.size > maxBytes) return { ok: false, error: 'photoTooLarge', type };
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
