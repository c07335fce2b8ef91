/**
 * How long a form's draft is kept on the device (draft.ts says why). Its own module, without React:
 * the server-rendered stalled-page note (components/forms/form-stalled-note.tsx) writes drafts too.
 */
export const DRAFT_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/** Whether something saved at `savedAt` (ms) is still within a draft's lifetime at `now`. */
export function withinDraftLifetime(savedAt: unknown, now: number): savedAt is number {
  return typeof savedAt === 'number' && now - savedAt <= DRAFT_LIFETIME_MS;
}
