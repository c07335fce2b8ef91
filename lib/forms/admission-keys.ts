/**
 * Where the admission form keeps its draft on the device, and how the page's markup names the form:
 * shared by the form (a client module) and the server-rendered note that stands in for it when its
 * script never arrives (components/forms/form-stalled-note.tsx).
 */
export const ADMISSION_DRAFT_KEY = 'admission-form-draft';
/** The localStorage entry that holds an application's Idempotency-Key until it is answered (lib/forms/idempotency.ts). */
export const ADMISSION_IDEMPOTENCY_KEY = 'admission-form-idempotency';
export const ADMISSION_FORM_SELECTOR = 'form[data-form="admission"]';
