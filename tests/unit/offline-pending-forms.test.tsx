import { PENDING_FORMS_EVENT, clearPending, markPending, pendingSince } from '@/lib/offline/pending-forms';
import { DRAFT_LIFETIME_MS } from '@/lib/forms/draft-lifetime';

describe('forms waiting for the connection (issue 47)', () => {
  beforeEach(() => localStorage.clear());

  it('remembers when a form was kept, says so to the page, and forgets it once sent', () => {
    const heard = jest.fn();
    window.addEventListener(PENDING_FORMS_EVENT, heard);
    markPending('admission', 1_000);
    expect(pendingSince('admission', 2_000)).toBe(1_000);
    expect(localStorage.getItem('offline-pending-forms')).toBe('{"admission":1000}');
    clearPending('admission');
    expect(pendingSince('admission', 2_000)).toBeNull();
    expect(localStorage.getItem('offline-pending-forms')).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener(PENDING_FORMS_EVENT, heard);
  });

  it('keeps the mark no longer than the form’s draft, and survives unreadable storage', () => {
    markPending('admission', 1_000);
    expect(pendingSince('admission', 1_000 + DRAFT_LIFETIME_MS + 1)).toBeNull();
    localStorage.setItem('offline-pending-forms', '{not json');
    expect(pendingSince('admission')).toBeNull();
  });
});
