import { randomUUID } from 'node:crypto';
import type { Queryable } from '@/lib/db';

/**
 * Idempotency-Key (a UUID the browser makes per submission and sends again on a retry): the
 * first request with a key claims it, does the work and stores its answer with it; a repeat gets
 * that stored answer again instead of a second application. A repeat that arrives while the
 * first is still running waits for its answer. Only successes are stored: after a refusal (bad
 * input, an expired human check) the same key may be sent again with corrected values.
 */

export type Scope = 'admission' | 'contact' | 'prospectus' | 'newsletter';

export interface StoredAnswer {
  status: number;
  body: unknown;
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

type Row = { state: string; owner: string; status: number | null; body: string | null; created_at: string };

const stored = (row: Row): StoredAnswer => ({ status: Number(row.status), body: JSON.parse(row.body ?? 'null') });

export async function findAnswer(db: Queryable, scope: Scope, key: string): Promise<StoredAnswer | null> {
  const row = await db.get<Row>(
    "SELECT state, owner, status, body, created_at FROM idempotency_keys WHERE scope = ? AND idempotency_key = ? AND state = 'done'",
    [scope, key],
  );
  return row ? stored(row) : null;
}

export type Claim = { kind: 'claimed'; owner: string } | { kind: 'done'; answer: StoredAnswer } | { kind: 'busy' };

/** Claims a key without a transaction: the insert and the lease takeover are each one atomic statement. */
export async function claimKey(db: Queryable, scope: Scope, key: string, now: number): Promise<Claim> {
  const owner = randomUUID();
  const at = new Date(now).toISOString();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await db.get<Row>(
      'SELECT state, owner, status, body, created_at FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?',
      [scope, key],
    );
    if (!row) {
      const { changes } = await db.run(
        "INSERT INTO idempotency_keys (scope, idempotency_key, state, owner, created_at) VALUES (?, ?, 'pending', ?, ?) ON CONFLICT (scope, idempotency_key) DO NOTHING",
        [scope, key, owner, at],
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
      "UPDATE idempotency_keys SET owner = ?, created_at = ? WHERE scope = ? AND idempotency_key = ? AND state = 'pending' AND owner = ?",
      [owner, at, scope, key, row.owner],
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
): Promise<StoredAnswer | 'free' | 'timeout'> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
    const row = await db.get<Row>(
      'SELECT state, owner, status, body, created_at FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?',
      [scope, key],
    );
    if (!row) return 'free';
    if (row.state === 'done') return stored(row);
  }
  return 'timeout';
}
