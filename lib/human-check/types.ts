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

/**
 * Whether a 400 refused the human check: its errors name `recaptcha_token`, as every failed check's
 * answer does whichever check the site uses, or its message mentions reCAPTCHA (the spec's rule,
 * section 4). The site's /api routes do not call their own proof of work reCAPTCHA, so the word
 * alone would miss it (humanCheckText in lib/submissions/answers.ts).
 */
export function failedHumanCheck(body: { message?: string; errors?: Record<string, string> }): boolean {
  return (body.errors !== undefined && Object.hasOwn(body.errors, 'recaptcha_token')) || /recaptcha/i.test(body.message ?? '');
}
