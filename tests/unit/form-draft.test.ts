/** @jest-environment jsdom */
import { clearDraft, debounce, DRAFT_LIFETIME_MS, loadDraft, saveDraft } from '@/lib/forms/draft';
import { createIdempotencyKeys, fingerprintOf } from '@/lib/forms/idempotency';

const FIELDS = ['studentName', 'sscGPA', 'department'] as const;

beforeEach(() => localStorage.clear());

describe('form drafts in localStorage', () => {
  it('saves the non-empty listed fields and restores them', () => {
    saveDraft('draft', FIELDS, { studentName: 'Rafiq', sscGPA: '', department: 'Civil Technology|2', token: 'secret' } as never);
    expect(JSON.parse(localStorage.getItem('draft')!)).toEqual({ studentName: 'Rafiq', department: 'Civil Technology|2', savedAt: expect.any(Number) });
    expect(loadDraft('draft', FIELDS)).toEqual({ studentName: 'Rafiq', department: 'Civil Technology|2' });
  });

  it('removes the draft when every field is empty, and on clear', () => {
    saveDraft('draft', FIELDS, { studentName: 'Rafiq' });
    saveDraft('draft', FIELDS, { studentName: '' });
    expect(localStorage.getItem('draft')).toBeNull();
    saveDraft('draft', FIELDS, { studentName: 'Rafiq' });
    clearDraft('draft');
    expect(loadDraft('draft', FIELDS)).toBeNull();
  });

  it('forgets a draft three days after its values last changed (a shared computer), and one without a date', () => {
    const saved = Date.UTC(2026, 10, 1, 9);
    saveDraft('draft', FIELDS, { studentName: 'Rafiq' }, saved);
    // Opening the form saves the same values again: that does not make the draft younger.
    saveDraft('draft', FIELDS, { studentName: 'Rafiq' }, saved + DRAFT_LIFETIME_MS / 2);
    expect(loadDraft('draft', FIELDS, saved + DRAFT_LIFETIME_MS - 60_000)).toEqual({ studentName: 'Rafiq' });
    expect(loadDraft('draft', FIELDS, saved + DRAFT_LIFETIME_MS + 60_000)).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
    // A change does.
    saveDraft('draft', FIELDS, { studentName: 'Rafiq' }, saved);
    saveDraft('draft', FIELDS, { studentName: 'Rafiqul' }, saved + DRAFT_LIFETIME_MS / 2);
    expect(loadDraft('draft', FIELDS, saved + DRAFT_LIFETIME_MS + 60_000)).toEqual({ studentName: 'Rafiqul' });
    localStorage.setItem('draft', JSON.stringify({ studentName: 'Rafiq' }));
    expect(loadDraft('draft', FIELDS)).toBeNull();
  });

  it('ignores broken or foreign data', () => {
    localStorage.setItem('draft', '{not json');
    expect(loadDraft('draft', FIELDS)).toBeNull();
    localStorage.setItem('draft', JSON.stringify({ studentName: 42, other: 'x' }));
    expect(loadDraft('draft', FIELDS)).toBeNull();
  });

  it('debounces saves and can flush or cancel them', () => {
    jest.useFakeTimers();
    const calls: string[] = [];
    const save = debounce((value: string) => calls.push(value), 400);
    save('a');
    save('ab');
    jest.advanceTimersByTime(399);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['ab']);
    save('abc');
    save.flush();
    expect(calls).toEqual(['ab', 'abc']);
    save('abcd');
    save.cancel();
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual(['ab', 'abc']);
    jest.useRealTimers();
  });
});

describe('idempotency keys', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('reuses the key for the same values and makes a new one when they change', () => {
    const keys = createIdempotencyKeys('key');
    const first = keys.keyFor(fingerprintOf({ a: 1, b: 'x' }));
    expect(first).toMatch(uuid);
    expect(keys.keyFor(fingerprintOf({ b: 'x', a: 1 }))).toBe(first);
    const changed = keys.keyFor(fingerprintOf({ a: 2, b: 'x' }));
    expect(changed).not.toBe(first);
  });

  it('starts over after reset (a success), and survives a reload through storage', () => {
    const keys = createIdempotencyKeys('key');
    const first = keys.keyFor('same');
    expect(createIdempotencyKeys('key').keyFor('same')).toBe(first);
    keys.reset();
    expect(localStorage.getItem('key')).toBeNull();
    expect(keys.keyFor('same')).not.toBe(first);
  });

  it('keeps no answers beside the key, and lets it go with the draft after three days', () => {
    const at = Date.UTC(2026, 10, 1, 9);
    const values = fingerprintOf({ studentName: 'Rafiqul Islam', sscBoardRoll: '123456' });
    const first = createIdempotencyKeys('key').keyFor(values, at);
    expect(localStorage.getItem('key')).not.toMatch(/Rafiqul|123456/);
    expect(createIdempotencyKeys('key').keyFor(values, at + DRAFT_LIFETIME_MS - 60_000)).toBe(first);
    expect(createIdempotencyKeys('key').keyFor(values, at + DRAFT_LIFETIME_MS + 60_000)).not.toBe(first);
  });
});
