import { postForm } from '@/lib/forms/request';

// Without a signal (a post with no time limit) these fetches never settle, and the tests time out.

/** A fetch that answers only when told to, and fails as a browser's does when its signal aborts. */
function pendingFetch(answer: () => Promise<unknown> | null) {
  return jest.fn((_url: string, init: RequestInit) => {
    const aborted = new Promise((_, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    const answered = answer();
    return answered ? Promise.race([answered, aborted]) : aborted;
  });
}

describe('postForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives up on an answer that never comes, as a network failure the form can retry', async () => {
    global.fetch = pendingFetch(() => null) as unknown as typeof fetch;
    await expect(postForm('/api/contact', 'bn', { name: 'x' }, {}, { timeoutMs: 30 })).resolves.toEqual({ kind: 'network' });
  });

  it('gives up on an answer whose body stops arriving: whether it was stored is unknown', async () => {
    global.fetch = jest.fn((_url: string, init: RequestInit) =>
      Promise.resolve({
        ok: true,
        status: 201,
        json: () => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      }),
    ) as unknown as typeof fetch;
    await expect(postForm('/api/admission', 'en', {}, {}, { timeoutMs: 30 })).resolves.toEqual({ kind: 'network' });
  });

  it('reads a whole answer that comes in time, with the language on the address', async () => {
    const fetchMock = pendingFetch(() => Promise.resolve({ ok: false, status: 400, json: async () => ({ message: 'No', errors: { name: 'Required' } }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(postForm('/api/contact', 'bn', { name: '' }, { 'Idempotency-Key': 'k' })).resolves.toEqual({
      kind: 'error',
      status: 400,
      body: { message: 'No', errors: { name: 'Required' } },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/contact?lang=bn');
  });

  it('takes a 2xx answer that is not the API’s (a proxy’s or operator’s HTML page) as unknown, not as a success', async () => {
    const page = () => Promise.resolve({ ok: true, status: 200, json: async () => JSON.parse('<!doctype html><title>Pack expired</title>') });
    global.fetch = pendingFetch(page) as unknown as typeof fetch;
    await expect(postForm('/api/admission', 'en', {})).resolves.toEqual({ kind: 'network' });
    global.fetch = pendingFetch(() => Promise.resolve({ ok: true, status: 200, json: async () => ({}) })) as unknown as typeof fetch;
    await expect(postForm('/api/contact', 'en', {})).resolves.toEqual({ kind: 'network' });
  });

  it('reads the API’s success with its message', async () => {
    const body = { message: 'Application submitted successfully!', id: 7, application_id: 'ADM-2026-000007' };
    global.fetch = pendingFetch(() => Promise.resolve({ ok: true, status: 201, json: async () => body })) as unknown as typeof fetch;
    await expect(postForm('/api/admission', 'en', {})).resolves.toEqual({ kind: 'ok', status: 201, body });
  });

  it('reads an error answer without a JSON body as an error with no message', async () => {
    global.fetch = pendingFetch(() => Promise.resolve({ ok: false, status: 502, json: async () => JSON.parse('Bad gateway') })) as unknown as typeof fetch;
    await expect(postForm('/api/contact', 'en', {})).resolves.toEqual({ kind: 'error', status: 502, body: { message: undefined, errors: undefined } });
  });
});
