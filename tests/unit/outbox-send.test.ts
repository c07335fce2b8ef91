import 'fake-indexeddb/auto';
import { flushOutbox, sendEntry, type PowSolver } from '@/lib/offline/outbox-send';
import { keepEntry, outcomeOf, waitingEntry, waitingEntries, dropEntry, forgetOutcome, type OutboxEntry } from '@/lib/offline/outbox';

const CHALLENGE = { algorithm: 'SHA-256', challenge: 'c'.repeat(64), maxnumber: 1000, salt: 'ab12?expires=9999999999&', signature: 's'.repeat(64) };
const solve: PowSolver = jest.fn(async () => 42);

function entry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    form: 'admission',
    endpoint: '/api/admission',
    locale: 'bn',
    fields: { student_name: 'Rafiqul Islam', department_id: 3, department: 'Computer', student_mobile_number: '01712345678', recaptcha_token: null },
    photo: new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rafiq.jpg', { type: 'image/jpeg' }),
    humanCheck: true,
    key: '3f1c1d7e-8a4b-4a59-9b1e-2a7f4c9d0e11',
    keptAt: 1,
    ...overrides,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const challenge = () => json(200, { provider: 'pow', challenge: CHALLENGE });

let fetchMock: jest.SpyInstance;
beforeEach(async () => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
  for (const form of ['admission', 'contact', 'prospectus'] as const) {
    await dropEntry(form);
    await forgetOutcome(form);
  }
});
afterEach(() => fetchMock.mockRestore());

/** The posts the sender made: their address, key and body. */
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => ({ url: String(url), init: init as RequestInit }));

test('a kept application is sent with a fresh check, its photo and its key; its reference is kept for the next page, and it waits no more', async () => {
  await keepEntry(entry());
  fetchMock.mockResolvedValueOnce(challenge()).mockResolvedValueOnce(json(201, { message: 'আবেদন জমা হয়েছে', application_id: 'ADM-2026-000031' }));
  await expect(sendEntry(entry(), solve)).resolves.toBe('done');

  const [post] = posts();
  expect(post!.url).toBe('/api/admission?lang=bn');
  expect((post!.init.headers as Record<string, string>)['Idempotency-Key']).toBe(entry().key);
  const body = post!.init.body as FormData;
  expect(body.get('student_name')).toBe('Rafiqul Islam');
  expect((body.get('student_photo') as File).name).toBe('rafiq.jpg');
  expect(JSON.parse(atob(String(body.get('recaptcha_token'))))).toMatchObject({ number: 42, salt: CHALLENGE.salt });
  await expect(outcomeOf('admission')).resolves.toMatchObject({ sent: true, reference: 'ADM-2026-000031', status: 201, message: 'আবেদন জমা হয়েছে' });
  await expect(waitingEntry('admission')).resolves.toBeUndefined();
});

test('offline, a busy server, or a check only a page can do (reCAPTCHA): it waits for another try, kept', async () => {
  await keepEntry(entry());
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(sendEntry(entry(), solve)).resolves.toBe('later');
  fetchMock.mockResolvedValueOnce(challenge()).mockResolvedValueOnce(json(503, { message: 'busy' }));
  await expect(sendEntry(entry(), solve)).resolves.toBe('later');
  fetchMock.mockResolvedValueOnce(json(200, { provider: 'recaptcha', siteKey: 'k' }));
  await expect(sendEntry(entry(), solve)).resolves.toBe('later');
  expect(posts()).toHaveLength(1);
  await expect(waitingEntry('admission')).resolves.toBeDefined();
  await expect(outcomeOf('admission')).resolves.toBeUndefined();
});

test('a refused check is tried once more with a new one; a refusal of the answers is kept as the outcome, with its field errors', async () => {
  await keepEntry(entry());
  fetchMock
    .mockResolvedValueOnce(challenge())
    .mockResolvedValueOnce(json(400, { message: 'Security check failed', errors: { recaptcha_token: 'expired' } }))
    .mockResolvedValueOnce(challenge())
    .mockResolvedValueOnce(json(400, { message: 'Please correct the errors', errors: { ssc_board_roll: 'Roll taken' } }));
  await expect(sendEntry(entry(), solve)).resolves.toBe('done');
  expect(posts()).toHaveLength(2);
  await expect(outcomeOf('admission')).resolves.toMatchObject({ sent: false, status: 400, errors: { ssc_board_roll: 'Roll taken' } });
  await expect(waitingEntry('admission')).resolves.toBeUndefined();
});

test('a contact message goes as JSON without any check; an entry a page holds is left to it', async () => {
  const contact = entry({ form: 'contact', endpoint: '/api/contact', locale: 'en', fields: { name: 'Nasrin', email: 'n@example.com', message: 'Hostel?' }, photo: null, humanCheck: false });
  await keepEntry(contact);
  await keepEntry(entry());
  const held = new Set(['outbox:admission']);
  const locks = {
    request: (name: string, _options: unknown, callback: (lock: object | null) => unknown) => Promise.resolve(callback(held.has(name) ? null : { name })),
  } as unknown as LockManager;
  fetchMock.mockResolvedValueOnce(json(201, { message: 'Thank you' }));
  await expect(flushOutbox(solve, locks)).resolves.toEqual({ later: 0, done: ['contact'] });
  const [post] = posts();
  expect(post!.url).toBe('/api/contact?lang=en');
  expect(JSON.parse(String(post!.init.body))).toEqual(contact.fields);
  expect((await waitingEntries()).map((e) => e.form)).toEqual(['admission']);
});
