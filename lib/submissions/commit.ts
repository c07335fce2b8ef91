import type { Queryable } from '@/lib/db';
import { Refusal, keyReused, replay, respond, type Outcome } from './answers';
import type { Context, SubmissionDeps } from './context';
import { answersBody, awaitKey, claimKey, completeKey, releaseKey } from './idempotency';

/** A form's storing step, in both of its places; `cleanup` undoes what it left outside the database. */
export interface Work {
  /** Stores into the embedded database, inside the transaction that also keeps the key's answer. */
  embedded: (tx: Queryable) => Promise<Outcome>;
  /** Forwards to the institute's API (INSTITUTE_API_URL). */
  upstream: () => Promise<Outcome>;
  /** After the step was kept (committed), before the answer: makes what it wrote outside the database final. */
  committed?: () => Promise<void>;
  cleanup?: () => Promise<void>;
}

export type Commit = (ctx: Context, work: Work) => Promise<Response>;

/**
 * Runs the storing step once per Idempotency-Key: in one transaction with the key's answer
 * (embedded), or around the upstream call. A refusal or a failure leaves nothing behind.
 */
export function createCommit(deps: Pick<SubmissionDeps, 'settings' | 'waitForKey' | 'now'>): Commit {
  const now = deps.now ?? Date.now;
  const wait = deps.waitForKey ?? { timeoutMs: 10_000, intervalMs: 150 };

  return async function commit(ctx, work) {
    const { kind, key, db } = ctx;
    let owner: string | null = null;
    if (key) {
      const stillRunning = () => respond(ctx.locale, 409, { message: ctx.t('inProgress') });
      let claim = await claimKey(db, kind, key, now(), ctx.fingerprint);
      if (claim.kind === 'busy') {
        const waited = await awaitKey(db, kind, key, wait);
        if (waited === 'timeout') return stillRunning();
        claim = waited === 'free' ? await claimKey(db, kind, key, now(), ctx.fingerprint) : { kind: 'done', answer: waited };
        if (claim.kind === 'busy') return stillRunning();
      }
      // Answered meanwhile (a concurrent send of the same key): its answer, if it was this body's.
      if (claim.kind === 'done') return answersBody(claim.answer, ctx.fingerprint) ? replay(ctx.locale, claim.answer) : keyReused(ctx.locale, ctx.t);
      owner = claim.owner;
    }
    let outcome: Outcome;
    try {
      if (deps.settings.upstream) {
        outcome = await work.upstream();
        if (!(outcome instanceof Refusal) && key && owner) await completeKey(db, kind, key, owner, outcome);
      } else {
        outcome = await db
          .transaction(async (tx) => {
            const result = await work.embedded(tx);
            if (result instanceof Refusal) throw result;
            if (key && owner) await completeKey(tx, kind, key, owner, result);
            return result;
          })
          .catch((error: unknown) => {
            if (error instanceof Refusal) return error;
            throw error;
          });
      }
    } catch (error) {
      if (key && owner) await releaseKey(db, kind, key, owner).catch(() => undefined);
      await work.cleanup?.().catch(() => undefined);
      throw error;
    }
    if (outcome instanceof Refusal) {
      if (key && owner) await releaseKey(db, kind, key, owner);
      await work.cleanup?.();
      return respond(ctx.locale, outcome.answer.status, outcome.answer.body, outcome.answer.headers);
    }
    await work.committed?.();
    return respond(ctx.locale, outcome.status, outcome.body);
  };
}
