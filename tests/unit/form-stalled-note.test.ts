/** @jest-environment jsdom */
import { STALLED_AFTER_HTML_MS, STALLED_AFTER_LOAD_MS, stalledScript } from '@/components/forms/form-stalled-note';
import { DRAFT_LIFETIME_MS, loadDraft } from '@/lib/forms/draft';

jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));

const SELECTOR = 'form[data-form="admission"]';
const KEY = 'admission-form-draft';

function page() {
  document.body.innerHTML = `<form data-form="admission"><input name="studentName"><select name="sscBoard"><option value=""></option><option value="Dhaka">Dhaka</option></select><input type="file" name="student_photo"></form><p id="note" hidden>Reload</p>`;
  const form = document.querySelector('form')!;
  const note = document.getElementById('note')!;
  const name = form.querySelector('input')!;
  const type = (value: string) => {
    name.value = value;
    name.dispatchEvent(new Event('input', { bubbles: true }));
  };
  // jsdom has loaded the document: the script starts its wait at once.
  new Function(stalledScript('note', SELECTOR, KEY))();
  return { form, note, type };
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe("the admission form's stalled-page note", () => {
  it('shows when the form has no script after the wait, then keeps what is typed as the draft', () => {
    const { note, type } = page();
    type('Rafiq');
    jest.advanceTimersByTime(STALLED_AFTER_LOAD_MS - 1);
    expect(note.hidden).toBe(true);
    // Before the note, the form's own script is trusted to keep what was typed.
    expect(localStorage.getItem(KEY)).toBeNull();

    jest.advanceTimersByTime(1);
    expect(note.hidden).toBe(false);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ studentName: 'Rafiq' });
    type('Rafiqul Islam');
    const saved = JSON.parse(localStorage.getItem(KEY)!);
    expect(saved).toEqual({ studentName: 'Rafiqul Islam', savedAt: expect.any(Number) });
  });

  it('hides again when the script arrives after all, and saves nothing more', () => {
    const { form, note, type } = page();
    jest.advanceTimersByTime(STALLED_AFTER_LOAD_MS);
    expect(note.hidden).toBe(false);
    form.setAttribute('data-ready', '');
    jest.advanceTimersByTime(1000);
    expect(note.hidden).toBe(true);
    localStorage.clear();
    type('Rafiqul Islam');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("keeps an earlier draft's fields, which the boxes never got back, and what is typed over them", () => {
    localStorage.setItem(KEY, JSON.stringify({ guardianName: 'Abdul Karim', sscBoardRoll: '১২৩৪৫৬', savedAt: Date.now() - 60_000 }));
    const { note, type } = page();
    jest.advanceTimersByTime(STALLED_AFTER_LOAD_MS);
    expect(note.hidden).toBe(false);
    type('Rafiqul Islam');
    // Read back as the form will after the reload (it cleans the digits: use-admission-draft.ts).
    expect(loadDraft(KEY, ['studentName', 'guardianName', 'sscBoardRoll'])).toEqual({ studentName: 'Rafiqul Islam', guardianName: 'Abdul Karim', sscBoardRoll: '১২৩৪৫৬' });
    type('');
    expect(loadDraft(KEY, ['studentName', 'guardianName', 'sscBoardRoll'])).toEqual({ guardianName: 'Abdul Karim', sscBoardRoll: '১২৩৪৫৬' });
  });

  it('does not carry on an expired draft', () => {
    localStorage.setItem(KEY, JSON.stringify({ guardianName: 'Abdul Karim', savedAt: Date.now() - DRAFT_LIFETIME_MS - 1 }));
    const { type } = page();
    jest.advanceTimersByTime(STALLED_AFTER_LOAD_MS);
    type('Rafiq');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ studentName: 'Rafiq', savedAt: expect.any(Number) });
  });

  it('shows after the HTML when a hanging script file holds the load event back', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const { note } = page();
      jest.advanceTimersByTime(STALLED_AFTER_HTML_MS - 1);
      expect(note.hidden).toBe(true);
      jest.advanceTimersByTime(1);
      expect(note.hidden).toBe(false);
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
  });

  it('never shows for a form whose script runs in time', () => {
    const { form, note } = page();
    form.setAttribute('data-ready', '');
    jest.advanceTimersByTime(STALLED_AFTER_LOAD_MS * 3);
    expect(note.hidden).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
