/**
 * At most `concurrency` photo decodes at once in this process; a few more may wait their turn, for
 * a short while; any others are turned away at once (the admission answers 503 with Retry-After).
 *
 * Why (issue 46): sharp decodes on libuv's thread pool, four threads by default, which Node also
 * uses to read the cached pages from disk. Eight large photos sent at once took every thread for
 * seconds, so `/notice` waited 3 to 6 s behind them, and the server's memory grew by 100 MB or
 * more per decode. One decode at a time leaves the pool's other threads, and one of a small
 * server's two cores, to the pages; the photo bounds (lib/validations/photo-bounds.ts) cap what
 * that one decode may cost (about 0.4 s and 100 MB at the largest photo taken).
 */

export interface DecodeQueueOptions {
  /** Decodes at once (default 1: a two-core server keeps a core for its pages). */
  concurrency?: number;
  /** Decodes that may wait for a free slot (default 4); beyond that a post is turned away at once. */
  maxWaiting?: number;
  /** How long one may wait before it is turned away (default 3 s, about eight of the largest decodes). */
  maxWaitMs?: number;
}

export type Queued<T> = { ok: true; value: T } | { ok: false };

export interface DecodeQueue {
  /** Runs `task` when a slot is free; `{ ok: false }` when the queue is full or the wait ran out. */
  run<T>(task: () => Promise<T>): Promise<Queued<T>>;
}

/** The Retry-After, in seconds, of a post turned away: the queue is empty again by then. */
export const DECODE_BUSY_RETRY_SECONDS = 5;

export function createDecodeQueue({ concurrency = 1, maxWaiting = 4, maxWaitMs = 3_000 }: DecodeQueueOptions = {}): DecodeQueue {
  let active = 0;
  const waiting: ((slot: boolean) => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next(true);
    else active -= 1;
  }

  function slot(): Promise<boolean> {
    if (active < concurrency) {
      active += 1;
      return Promise.resolve(true);
    }
    if (waiting.length >= maxWaiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const at = waiting.indexOf(take);
        if (at !== -1) waiting.splice(at, 1);
        resolve(false);
      }, maxWaitMs);
      // The slot passes straight from the task that ends to this one: `active` does not change.
      const take = (got: boolean) => {
        clearTimeout(timer);
        resolve(got);
      };
      waiting.push(take);
    });
  }

  return {
    async run(task) {
      if (!(await slot())) return { ok: false };
      try {
        return { ok: true, value: await task() };
      } finally {
        release();
      }
    },
  };
}
