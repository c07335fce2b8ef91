import { encode } from 'uqr';
import { qrModules } from '@/lib/forms/qr-modules';
import { QR_QUIET_ZONE, qrPath } from '@/lib/forms/qr-path';

/** The modules a path draws, read back from its rectangles (`M{x} {y}h{w}v1h-{w}z`). */
function modulesOf(path: string, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i += 1) modules[Number(y) - QR_QUIET_ZONE]![Number(x) - QR_QUIET_ZONE + i] = true;
  }
  return modules;
}

/** A finder pattern's 7 x 7 square at (x, y): dark ring, light ring, dark 3 x 3 centre. */
function isFinder(modules: boolean[][], x: number, y: number): boolean {
  for (let dy = 0; dy < 7; dy += 1) {
    for (let dx = 0; dx < 7; dx += 1) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (modules[y + dy]![x + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('the receipt\'s QR code', () => {
  const reference = 'ADM-2026-000013';

  it('encodes the reference: the drawing is exactly the encoder\'s matrix of the reference text', () => {
    const modules = qrModules(reference);
    const drawn = modulesOf(qrPath(modules), modules.length);
    expect(drawn).toEqual(encode(reference, { ecc: 'M', border: 0 }).data);
    // A version 1 code (21 x 21) with its three finder patterns where a scanner looks for them.
    expect(modules).toHaveLength(21);
    expect([isFinder(drawn, 0, 0), isFinder(drawn, 14, 0), isFinder(drawn, 0, 14)]).toEqual([true, true, true]);
    // Another reference is another code.
    expect(qrModules('ADM-2026-000014')).not.toEqual(modules);
  });

  it('draws a row\'s run of dark modules as one rectangle, inside the quiet zone', () => {
    expect(qrPath([[true, true, false, true]])).toBe('M4 4h2v1h-2zM7 4h1v1h-1z');
    expect(qrPath([[false, false]])).toBe('');
  });
});
