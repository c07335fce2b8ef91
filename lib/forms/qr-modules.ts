import { encode } from 'uqr';

/**
 * The modules of a QR code of `text` (rows of booleans, true for dark), without a border: the
 * drawing adds its own (qr-path.ts). Error correction M (15%): a creased or smudged paper receipt
 * still scans, and a reference (ADM-2026-000013) stays a 21-module code (version 1).
 * uqr (decision 0014) is reached only through this module, which the receipt loads with import():
 * it is a chunk of its own, fetched when a receipt is shown, not part of any page's first JavaScript.
 */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 0 }).data;
}
