import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import type { HumanCheckReason } from './errors';
import { challengeExpiry, type PowChallenge } from './types';

/**
 * The self-hosted proof of work: ALTCHA challenges (altcha-lib's v1 format, which its browser
 * solver reads), signed with HMAC-SHA-256, expiring, solvable with no network. Verification is
 * done here rather than with altcha-lib's verifySolution, to tell the reasons apart and to
 * compare signatures in constant time.
 */

export async function createPowChallenge(options: {
  secret: string;
  maxNumber: number;
  ttlMs: number;
  now?: number;
}): Promise<PowChallenge> {
  const now = options.now ?? Date.now();
  const made = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: options.secret,
    maxnumber: options.maxNumber,
    expires: new Date(now + options.ttlMs),
    saltLength: 16,
  });
  return { algorithm: 'SHA-256', challenge: made.challenge, maxnumber: options.maxNumber, salt: made.salt, signature: made.signature };
}

export type PowVerification =
  | { ok: true; challenge: string; expiresAt: number }
  | { ok: false; reason: Exclude<HumanCheckReason, `recaptcha-${string}` | 'replayed'> };

/** A base64 ALTCHA payload is a few hundred characters; anything far longer is not ours. */
const MAX_TOKEN_LENGTH = 2_048;
const HEX64 = /^[0-9a-f]{64}$/;
const SALT = /^[0-9a-f]{8,64}\?expires=\d{1,12}&$/;

function decode(token: string): Record<string, unknown> | null {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks a solved challenge without any state: the shape, the signature (so the expiry and the
 * difficulty are the server's own), the expiry and the solution. Single use is enforced after
 * this, in the database (see store.ts).
 */
export function verifyPowToken(token: unknown, secret: string, now: number = Date.now()): PowVerification {
  if (typeof token !== 'string' || token.trim() === '') return { ok: false, reason: 'missing' };
  const payload = decode(token.trim());
  if (!payload) return { ok: false, reason: 'malformed' };
  const { algorithm, challenge, number, salt, signature } = payload;
  if (
    algorithm !== 'SHA-256' ||
    typeof challenge !== 'string' ||
    !HEX64.test(challenge) ||
    typeof signature !== 'string' ||
    !HEX64.test(signature) ||
    typeof salt !== 'string' ||
    !SALT.test(salt) ||
    typeof number !== 'number' ||
    !Number.isSafeInteger(number) ||
    number < 0
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = createHmac('sha256', secret).update(challenge).digest('hex');
  if (!sameHex(signature, expected)) return { ok: false, reason: 'bad-signature' };
  const expiresAt = challengeExpiry(salt);
  if (expiresAt === null) return { ok: false, reason: 'malformed' };
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  const solved = createHash('sha256').update(`${salt}${number}`).digest('hex');
  if (!sameHex(solved, challenge)) return { ok: false, reason: 'wrong-solution' };
  return { ok: true, challenge, expiresAt };
}
