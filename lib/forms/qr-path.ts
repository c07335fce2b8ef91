/**
 * A QR code's modules (rows of booleans, true for dark, as uqr's `encode()` answers them) as one
 * SVG path: each run of dark modules in a row is one rectangle, one unit per module. Drawn on a
 * white square with the standard quiet zone of QR_QUIET_ZONE modules around it, so a scanner finds
 * it on the receipt's tinted banner and on paper. Kept apart from the component (receipt-qr.tsx)
 * so the unit test can read the path back into modules.
 */
export const QR_QUIET_ZONE = 4;

export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      d += `M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}
