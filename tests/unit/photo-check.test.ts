/**
 * The browser's photo check (lib/forms/photo.ts) reads a photo's size in pixels and its depth from
 * the header, as the server's decoder does, and refuses what the server refuses (issue 46), so the
 * applicant learns it before sending: the 6000 x 6000 PNG at 16 bits per channel of the issue, a
 * photo over 16 megapixels, a 16-bit photo however small.
 */
import sharp from 'sharp';
import { checkPhoto, readPhotoHeader } from '@/lib/forms/photo';

// Drawing the 6000 x 6000 PNG takes a second alone, several beside the other suites.
jest.setTimeout(30_000);

/** The first bytes of a PNG: the signature and an IHDR chunk (its CRC is not read). */
function pngHeader(width: number, height: number, bitDepth: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes[24] = bitDepth;
  bytes[25] = 6; // RGBA
  return bytes;
}

const blob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 34, g: 150, b: 137 } } });

describe('readPhotoHeader', () => {
  it('reads what sharp reads from PNGs and JPEGs: baseline, progressive, with 60 KB of EXIF before the frame', async () => {
    const images = [
      await solid(300, 360).png().toBuffer(),
      await solid(300, 360).toColourspace('rgb16').png().toBuffer(),
      await solid(640, 480).jpeg().toBuffer(),
      await solid(480, 640).jpeg({ progressive: true }).toBuffer(),
      await solid(320, 400)
        .withMetadata({ exif: { IFD0: { ImageDescription: 'x'.repeat(60_000) } } })
        .jpeg()
        .toBuffer(),
    ];
    for (const image of images) {
      const meta = await sharp(image).metadata();
      const type = meta.format === 'png' ? 'image/png' : 'image/jpeg';
      expect(readPhotoHeader(new Uint8Array(image), type)).toEqual({ width: meta.width, height: meta.height, bitsPerSample: meta.bitsPerSample ?? 8 });
    }
  });

  it('gives up, leaving the judgement to the server, on bytes that show no frame header', () => {
    expect(readPhotoHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'image/jpeg')).toBeNull();
    expect(readPhotoHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0x00, 0x00]), 'image/jpeg')).toBeNull();
    expect(readPhotoHeader(pngHeader(300, 360, 8).subarray(0, 20), 'image/png')).toBeNull();
  });
});

describe('checkPhoto', () => {
  it('refuses the photo of issue 46, 6000 x 6000 at 16 bits per channel in 430 KB, for its size', async () => {
    const attack = await sharp({ create: { width: 6000, height: 6000, channels: 4, background: { r: 200, g: 180, b: 160, alpha: 1 } } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(attack.length).toBeLessThan(500 * 1024);
    expect(await checkPhoto(blob(attack))).toEqual({ ok: false, error: 'photoDimensions', type: 'image/png' });
  });

  it('refuses what the server refuses, by the header alone, and takes the largest photo it takes', async () => {
    expect(await checkPhoto(blob(pngHeader(4_097, 4_096, 8)))).toEqual({ ok: false, error: 'photoDimensions', type: 'image/png' });
    expect(await checkPhoto(blob(pngHeader(5_001, 1_000, 8)))).toEqual({ ok: false, error: 'photoDimensions', type: 'image/png' });
    expect(await checkPhoto(blob(pngHeader(99, 1_000, 8)))).toEqual({ ok: false, error: 'photoDimensions', type: 'image/png' });
    expect(await checkPhoto(blob(pngHeader(300, 360, 16)))).toEqual({ ok: false, error: 'photoDepth', type: 'image/png' });
    expect(await checkPhoto(blob(pngHeader(4_096, 4_096, 8)))).toEqual({ ok: true, type: 'image/png' });
    // A phone's 16-megapixel photo: 4624 x 3472.
    expect(await checkPhoto(blob(new Uint8Array(await solid(4_624, 3_472).jpeg({ quality: 10 }).toBuffer())))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(await checkPhoto(blob(new Uint8Array(await solid(5_200, 200).jpeg().toBuffer())))).toEqual({ ok: false, error: 'photoDimensions', type: 'image/jpeg' });
  });

  it('still says a file over 500 KB is too large first, which the browser can shrink', async () => {
    const large = new Uint8Array(501 * 1024);
    large.set(pngHeader(6_000, 6_000, 16));
    expect(await checkPhoto(blob(large))).toEqual({ ok: false, error: 'photoTooLarge', type: 'image/png' });
  });
});
