import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '@/lib/db';

/**
 * Idempotency-Key (a UUID the browser makes per submission and sends again on a retry): the
 * first request with a key claims it, does the work and stores its answer with it; a repeat gets
 * that stored answer again instead of a second application. A repeat that arrives while the
 * first is still running waits for its answer. Only successes are stored: after a refusal (bad
 * input, an expired human check) the same key may be sent again with corrected values.
 *
 * The key is kept with a fingerprint of what was sent (bodyFingerprint): the same key with other
 * answers is not a retry but another submission, and answers 422 (the IETF Idempotency-Key
 * draft) instead of the first one's answer, which would silently drop the new answers.
 */

export type Scope = 'admission' | 'contact' | 'prospectus' | 'newsletter';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A stored answer and the fingerprint of the body it answered (null: kept before fingerprints were). */
export interface KeptAnswer extends StoredAnswer {
  fingerprint: string | null;
}

/**
 * Fields that differ between two sends of the same answers: the human check's token, new for each
 * attempt (the browser leaves it out of its own key too: fingerprintOf in lib/forms/idempotency.ts).
 */
const VOLATILE_FIELDS = new Set(['recaptcha_token']);

/**
 * What an applicant sent that matters, as one SHA-256: every field but the human check's token,
 * by name, and each file by the hash of its bytes. The same answers as JSON or as multipart give
 * the same fingerprint: a number and its digits are one text, and a field left out (multipart's
 * null), null or empty are one. A change of case, spacing or photo is another body.
 */
export async function bodyFingerprint(fields: Record<string, unknown>, files: Record<string, Blob>): Promise<string> {
  const text: [string, string][] = [];
  for (const name of Object.keys(fields).sort()) {
    const value = fields[name];
    if (VOLATILE_FIELDS.has(name) || value === undefined || value === null || value === '') continue;
    text.push([name, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  const photos: [string, string][] = [];
  for (const name of Object.keys(files).sort()) {
    photos.push([name, createHash('sha256').update(new Uint8Array(await files[name]!.arrayBuffer())).digest('hex')]);
  }
  return createHash('sha256').update(JSON.stringify([text, photos])).digest('hex');
}

/** Whether a kept answer answers this body: the same fingerprint, or one kept without any. */
export function answersBody(answer: KeptAnswer, fingerprint: string | null): boolean {
  return answer.fingerprint === null || fingerprint === null || answer.fingerprint === fingerprint;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's key: null when none was sent; 'invalid' when it is not a UUID. */
export function idempotencyKeyOf(headers: Headers): string | null | 'invalid' {
  const value = headers.get('idempotency-key');
  if (value === null || value.trim() === '') return null;
  return UUID.test(value.trim()) ? value.trim().toLowerCase() : 'invalid';
}

/** A claim not finished within this time is taken to be abandoned (its process died). */
export const LEASE_MS = 60_000;
/** Answers are kept for replay this long. */
const KEEP_MS = 24 * 60 * 60 * 1000;

type Row = { state: string; owner: string; status: number | null; body: string | null; fingerprint: string | null; created_at: string };

const stored = (row: Row): KeptAnswer => ({ status: Number(row.status), body: JSON.parse(row.body ?? 'null'), fingerprint: row.fingerprint ?? null });

export async function findAnswer(db: Queryable, scope: Scope, key: string): Promise<KeptAnswer | null> {
  const row = await db.get<Row>(
    "SELECT state, owner, status, body, fingerprint, created_at FROM idempotency_keys WHERE scope = ? AND idempotency_key = ? AND state = 'done'",
    [scope, key],
  );
  return row ? stored(row) : null;
}

export type Claim = { kind: 'claimed'; owner: string } | { kind: 'done'; answer: KeptAnswer } | { kind: 'busy' };

/**
 * Claims a key without a transaction: the insert and the lease takeover are each one atomic
 * statement. The claim keeps the body's fingerprint, so a repeat can tell whether it is the same.
 */
export async function claimKey(db: Queryable, scope: Scope, key: string, now: number, fingerprint: string | null = null): Promise<Claim> {
  const owner = randomUUID();
  const at = new Date(now).toISOString();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await db.get<Row>(
      'SELECT state, owner, status, body, fingerprint, created_at FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?',
      [scope, key],
    );
    if (!row) {
      const { changes } = await db.run(
        "INSERT INTO idempotency_keys (scope, idempotency_key, state, owner, fingerprint, created_at) VALUES (?, ?, 'pending', ?, ?, ?) ON CONFLICT (scope, idempotency_key) DO NOTHING",
        [scope, key, owner, fingerprint, at],
      );
      if (changes > 0) {
        if (Math.random() < 0.02) {
          await db.run("DELETE FROM idempotency_keys WHERE state = 'done' AND created_at < ?", [new Date(now - KEEP_MS).toISOString()]);
        }
        return { kind: 'claimed', owner };
      }
      continue; // another request inserted it just now: read what it holds
    }
    if (row.state === 'done') return { kind: 'done', answer: stored(row) };
    if (row.created_at > new Date(now - LEASE_MS).toISOString()) return { kind: 'busy' };
    const { changes } = await db.run(
      "UPDATE idempotency_keys SET owner = ?, fingerprint = ?, created_at = ? WHERE scope = ? AND idempotency_key = ? AND state = 'pending' AND owner = ?",
      [owner, fingerprint, at, scope, key, row.owner],
    );
    if (changes > 0) return { kind: 'claimed', owner };
  }
  return { kind: 'busy' };
}

/** Stores the answer of a claimed key; run it in the transaction that stores the submission. */
export async function completeKey(tx: Queryable, scope: Scope, key: string, owner: string, answer: StoredAnswer): Promise<void> {
  const { changes } = await tx.run(
    "UPDATE idempotency_keys SET state = 'done', status = ?, body = ? WHERE scope = ? AND idempotency_key = ? AND owner = ? AND state = 'pending'",
    [answer.status, JSON.stringify(answer.body), scope, key, owner],
  );
  if (changes !== 1) throw new Error(`idempotency key ${scope}/${key} is no longer held by this request`);
}

/** Lets the key be claimed again (the work failed or was refused). */
export async function releaseKey(db: Queryable, scope: Scope, key: string, owner: string): Promise<void> {
  await db.run("DELETE FROM idempotency_keys WHERE scope = ? AND idempotency_key = ? AND owner = ? AND state = 'pending'", [
    scope,
    key,
    owner,
  ]);
}

/**
 * Waits for another request holding the key: its answer once stored, 'free' when it gave the key
 * up, 'timeout' when it is still running after `timeoutMs`.
 */
export async function awaitKey(
  db: Queryable,
  scope: Scope,
  key: string,
  options: { timeoutMs: number; intervalMs: number },
): Promise<KeptAnswer | 'free' | 'timeout'> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
    const row = await db.get<Row>(
      'SELECT state, owner, status, body, fingerprint, created_at FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?',
      [scope, key],
    );
    if (!row) return 'free';
    if (row.state === 'done') return stored(row);
  }
  return 'timeout';
}
