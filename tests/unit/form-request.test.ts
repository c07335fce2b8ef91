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
});
