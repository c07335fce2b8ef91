/// <reference lib="webworker" />
// Submissions kept offline (lib/offline/outbox.ts) are sent from here when the connection is back:
// on Background Sync, even with every page of the site closed, or when a page asks (browsers
// without it). The pages are told, so an open one shows what came of it.
import { solveChallenge } from 'altcha-lib/v1';
import { CHANGED_MESSAGE, FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from '@/lib/offline/outbox';
import { flushOutbox, type PowSolver } from '@/lib/offline/outbox-send';

type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean };

const solve: PowSolver = async ({ challenge, salt, algorithm, maxnumber }) =>
  (await solveChallenge(challenge, salt, algorithm, maxnumber).promise)?.number ?? null;

export function sendWaiting(self: ServiceWorkerGlobalScope) {
  // One flush at a time: a sync and a page's ask can come together.
  let running: Promise<number> | null = null;
  const flush = () =>
    (running ??= (async () => {
      try {
        const { later, done } = await flushOutbox(solve, self.navigator.locks);
        if (done.length > 0) for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: CHANGED_MESSAGE, forms: done });
        return later;
      } finally {
        running = null;
      }
    })());

  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      flush().then((later) => {
        // Rejected: the browser tries again later (with a back-off). On its last try a later page sends it.
        if (later > 0 && !sync.lastChance) throw new Error(`${later} submission(s) wait for the connection`);
      }),
    );
  });

  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === FLUSH_MESSAGE) event.waitUntil(flush().catch(() => 0));
  });
}
