import type { Migration } from '../migrate';

/**
 * The fingerprint of the body each Idempotency-Key was first sent with (bodyFingerprint in
 * lib/submissions/idempotency.ts): the same key with another body answers 422 instead of
 * replaying the first answer. Keys kept before this version have none and are replayed as before;
 * they are forgotten within a day anyway.
 */
export const idempotencyFingerprints: Migration = {
  version: 5,
  name: 'idempotency-fingerprints',
  async up(tx) {
    await tx.exec('ALTER TABLE idempotency_keys ADD COLUMN fingerprint TEXT;');
  },
};
