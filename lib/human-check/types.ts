/**
 * What the browser and the server share about the human check (DESIGN.md section 6). No Node
 * imports here: the browser hook imports this file.
 */

/** An ALTCHA challenge (altcha-lib v1 format): find `number` with sha256(salt + number) = challenge. */
export interface PowChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  /** Random hex, then `?expires={unix seconds}&`: the expiry is covered by the signature. */
  salt: string;
  signature: string;
}

/** GET /api/human-check answers one of these (Cache-Control: no-store). */
export type HumanCheckInfo = { provider: 'pow'; challenge: PowChallenge } | { provider: 'recaptcha'; siteKey: string };

/** The action a reCAPTCHA v3 token is made for, and checked against. */
export const HUMAN_CHECK_ACTION = 'admission';

/** The expiry (epoch milliseconds) written in a challenge's salt, or null. */
export function challengeExpiry(salt: string): number | null {
  const seconds = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** A solved challenge as the token sent in `recaptcha_token`: base64 of the ALTCHA payload JSON. */
export function powToken(challenge: PowChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}
