import { randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db';

/**
 * The human check's state in the database, so several instances and restarts agree: the
 * installation's signing secret (when HUMAN_CHECK_SECRET is not set) and the challenges already
 * used.
 */

const SECRET_NAME = 'human-check-hmac';

/**
 * The installation's HMAC secret: made once, at first use, and kept in the site's database
 * (site_secrets), so every instance sharing DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL)
 * signs and checks with the same one. Concurrent first uses agree: the first insert wins.
 */
export async function installationSecret(db: Queryable, now: Date = new Date()): Promise<string> {
  await db.run('INSERT INTO site_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('hex'),
    now.toISOString(),
  ]);
  const row = await db.get<{ value: string }>('SELECT value FROM site_secrets WHERE name = ?', [SECRET_NAME]);
  if (!row) throw new Error('the human-check secret could not be stored');
  return row.value;
}

/** How long past its expiry a used challenge is kept: beyond it the signature check refuses it anyway. */
const KEEP_AFTER_EXPIRY_MS = 60 * 60 * 1000;

/**
 * Records a solved challenge as used. False when it already was: a replay, even from another
 * instance or before a restart. Run it in the same transaction as what the check protects, so a
 * submission that is rolled back leaves the challenge usable.
 */
export async function markChallengeUsed(db: Queryable, challenge: string, expiresAt: number, now: number = Date.now()): Promise<boolean> {
  const { changes } = await db.run(
    'INSERT INTO used_human_checks (challenge, expires_at) VALUES (?, ?) ON CONFLICT (challenge) DO NOTHING',
    [challenge, new Date(expiresAt).toISOString()],
  );
  if (changes > 0 && Math.random() < 0.02) {
    // Now and then, forget challenges long past their expiry.
    await db.run('DELETE FROM used_human_checks WHERE expires_at < ?', [new Date(now - KEEP_AFTER_EXPIRY_MS).toISOString()]);
  }
  return changes > 0;
}

/** Makes a challenge usable again (its submission failed for a reason that is not the visitor's). */
export async function releaseChallenge(db: Queryable, challenge: string): Promise<void> {
  await db.run('DELETE FROM used_human_checks WHERE challenge = ?', [challenge]);
}
