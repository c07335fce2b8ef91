/**
 * Which forms hold a submission kept on the device while offline, not yet sent (issue 47): so that
 * a later visit says so when the page was closed before the connection came back. Only the form's
 * name and when it was kept, in localStorage, read by every page at no cost; what was sent is in
 * the outbox (lib/offline/outbox.ts), read only when something waits.
 */
import { withinDraftLifetime } from '@/lib/forms/draft-lifetime';
import { ADMISSION_DRAFT_KEY, ADMISSION_IDEMPOTENCY_KEY } from '@/lib/forms/admission-keys';
import { ROUTES } from '@/lib/site/routes';

export type PendingForm = 'admission' | 'contact' | 'prospectus';

/**
 * The forms that keep a submission offline: where each keeps its draft and Idempotency-Key on the
 * device (emptied once a kept submission was sent without the page), and the page that has it.
 */
export const OFFLINE_FORMS: Record<PendingForm, { draftKey: string | null; idempotencyKey: string; page: string }> = {
  admission: { draftKey: ADMISSION_DRAFT_KEY, idempotencyKey: ADMISSION_IDEMPOTENCY_KEY, page: ROUTES.admission },
  // The same draft on the home page's get-in-touch form and on /contact.
  contact: { draftKey: 'contact-form-draft', idempotencyKey: 'contact-form-idempotency', page: ROUTES.contact },
  prospectus: { draftKey: null, idempotencyKey: 'prospectus-form-idempotency', page: ROUTES.admissionProspectus },
};

/** Every form with a submission waiting (read in the browser). */
export const PENDING_FORM_NAMES = Object.keys(OFFLINE_FORMS) as PendingForm[];

const STORAGE_KEY = 'offline-pending-forms';
/** Sent on window when the list changes, for the note in the layout. */
export const PENDING_FORMS_EVENT = 'offline-pending-forms';

function read(): Partial<Record<PendingForm, number>> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<PendingForm, number>>) : {};
  } catch {
    return {};
  }
}

function write(value: Partial<Record<PendingForm, number>>) {
  try {
    if (Object.keys(value).length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the open page still sends it; a later visit cannot be told.
  }
  window.dispatchEvent(new Event(PENDING_FORMS_EVENT));
}

/** When the form's waiting submission was kept, or null: kept no longer than its draft. */
export function pendingSince(form: PendingForm, now = Date.now()): number | null {
  const at = read()[form];
  return withinDraftLifetime(at, now) ? at : null;
}

export function markPending(form: PendingForm, now = Date.now()) {
  write({ ...read(), [form]: now });
}

export function clearPending(form: PendingForm) {
  const value = read();
  if (!(form in value)) return;
  delete value[form];
  write(value);
}

/**
 * A form that handles its own waiting submission on a later visit (it takes it over, or shows what
 * the worker got: lib/offline/outbox-page.ts) claims it, so the layout's note leaves that form to it.
 */
const claimed = new Set<PendingForm>();

/** Claims `form` for this page; returns the release, for an effect. */
export function claimHere(form: PendingForm): () => void {
  claimed.add(form);
  window.dispatchEvent(new Event(PENDING_FORMS_EVENT));
  return () => {
    claimed.delete(form);
    window.dispatchEvent(new Event(PENDING_FORMS_EVENT));
  };
}

export const claimedHere = (form: PendingForm) => claimed.has(form);
