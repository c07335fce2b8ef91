/**
 * The receipt of the last application sent from this browser tab: its reference and what was sent.
 * Kept in sessionStorage, so a reload, Back or a switch of language still shows it; not in
 * localStorage, because on a shared computer (a computer shop, a school's lab) the next person to
 * open the form must not see it, and only for RECEIPT_LIFETIME_MS. Blocked storage: nothing is
 * kept, and the success banner still shows the receipt until the page is left.
 */
export type Receipt = {
  /** ADM-2026-000013; null when the institute's API gave none. */
  reference: string | null;
  name: string;
  departmentId: number;
  /** The department's name as sent, for when the list no longer has it. */
  department: string;
  mobile: string;
  /** When the answer came (ms since the epoch). */
  sentAt: number;
};

/** The receipt of an application whose answer gave `reference`, from the fields sent (the admission API's names). */
export function receiptOf(fields: Record<string, string | number | null>, reference: string | null, sentAt: number): Receipt {
  return {
    reference,
    name: String(fields.student_name ?? ''),
    departmentId: Number(fields.department_id),
    department: String(fields.department ?? ''),
    mobile: String(fields.student_mobile_number ?? ''),
    sentAt,
  };
}

const RECEIPT_KEY = 'admission-receipt';
/** Shown again for two hours: long enough for a reload or a look back, not for the next customer of a shop. */
export const RECEIPT_LIFETIME_MS = 2 * 60 * 60 * 1000;
const listeners = new Set<() => void>();

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveReceipt(receipt: Receipt): void {
  try {
    session()?.setItem(RECEIPT_KEY, JSON.stringify(receipt));
  } catch {
    // Full or blocked storage: the banner still shows it.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: told when this page saves or forgets the receipt. */
export function subscribeReceipt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored receipt as stored (a string compares equal between reads), or null. */
export function storedReceipt(): string | null {
  try {
    return session()?.getItem(RECEIPT_KEY) ?? null;
  } catch {
    return null;
  }
}

/** A stored receipt, or null when there is none, it is not one, or it is past its lifetime. */
export function parseReceipt(stored: string | null, now?: number): Receipt | null {
  // Nothing stored (always so while prerendering, where the clock may not be read): no clock either.
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object') return null;
    const r = parsed as Record<string, unknown>;
    const texts = [r.name, r.department, r.mobile].every((value) => typeof value === 'string');
    const reference = r.reference === null || typeof r.reference === 'string';
    if (!texts || !reference || typeof r.departmentId !== 'number' || typeof r.sentAt !== 'number') return null;
    if ((now ?? Date.now()) - r.sentAt > RECEIPT_LIFETIME_MS) return null;
    return parsed as Receipt;
  } catch {
    return null;
  }
}

export function forgetReceipt(): void {
  try {
    session()?.removeItem(RECEIPT_KEY);
  } catch {
    // Nothing to forget.
  }
  listeners.forEach((listener) => listener());
}
