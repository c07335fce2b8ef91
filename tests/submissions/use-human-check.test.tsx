/**
 * The browser side of the human check: useHumanCheck asks /api/human-check, solves the proof of
 * work (here on the main thread in slices: jsdom has no Worker) into a token the server
 * accepts, gets a fresh one on refresh(), reports failures, and loads reCAPTCHA only when the
 * site uses it.
 */
import { createHash, createHmac, webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { HumanCheckInfo, PowChallenge } from '@/lib/human-check/types';
import { useHumanCheck } from '@/lib/human-check/use-human-check';

const SECRET = 'browser-test-secret-0123456789abcdef0123';

/** A challenge as the server makes it (the same format as altcha-lib's createChallenge). */
function challenge(maxnumber = 300, lifetimeSeconds = 600): PowChallenge {
  const salt = `${createHash('md5').update(String(Math.random())).digest('hex')}?expires=${Math.floor(Date.now() / 1000) + lifetimeSeconds}&`;
  const number = Math.floor(Math.random() * maxnumber);
  const hash = createHash('sha256').update(`${salt}${number}`).digest('hex');
  return { algorithm: 'SHA-256', challenge: hash, maxnumber, salt, signature: createHmac('sha256', SECRET).update(hash).digest('hex') };
}

/** What the server checks of a solved challenge (lib/human-check/pow.ts). */
function solves(token: string | null, c: PowChallenge): boolean {
  const payload = JSON.parse(Buffer.from(token ?? '', 'base64').toString()) as { number: number; challenge: string; salt: string; signature: string };
  return (
    payload.challenge === c.challenge &&
    payload.salt === c.salt &&
    payload.signature === c.signature &&
    createHash('sha256').update(`${payload.salt}${payload.number}`).digest('hex') === c.challenge
  );
}

let answers: (() => Promise<Response>)[] = [];
const requested: string[] = [];

beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  Object.assign(globalThis, { TextEncoder });
});

beforeEach(() => {
  answers = [];
  requested.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requested.push(String(input));
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return next();
  }) as typeof fetch;
});

const json = (body: HumanCheckInfo) => () =>
  Promise.resolve({ ok: true, status: 200, json: async () => body } as unknown as Response);

it('solves the challenge into a token the server accepts, in the visitor\'s language', async () => {
  const c = challenge();
  answers.push(json({ provider: 'pow', challenge: c }));
  const { result } = renderHook(() => useHumanCheck('bn'));
  expect(result.current).toMatchObject({ token: null, status: 'solving' });
  await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 10_000 });
  expect(requested).toEqual(['/api/human-check?lang=bn']);
  expect(solves(result.current.token, c)).toBe(true);
});

it('drops the token on refresh() and gets a fresh one', async () => {
  const [a, b] = [challenge(), challenge()];
  answers.push(json({ provider: 'pow', challenge: a }), json({ provider: 'pow', challenge: b }));
  const { result } = renderHook(() => useHumanCheck('en'));
  await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 10_000 });
  expect(solves(result.current.token, a)).toBe(true);
  act(() => result.current.refresh());
  expect(result.current).toMatchObject({ token: null, status: 'solving' });
  await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 10_000 });
  expect(solves(result.current.token, b)).toBe(true);
});

it('renews a short-lived challenge once, in its second half, not every few seconds', async () => {
  // HUMAN_CHECK_TTL_SECONDS may be as low as 30: a fixed minute's margin would renew at once, forever.
  const timers = jest.spyOn(globalThis, 'setTimeout');
  answers.push(json({ provider: 'pow', challenge: challenge(300, 30) }));
  const { result, unmount } = renderHook(() => useHumanCheck('en'));
  await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 10_000 });
  const delays = timers.mock.calls.map(([, ms]) => ms ?? 0);
  // About 15 s from now (waitFor's own timer is the 10 s one); not the 5 s floor.
  expect(delays.filter((ms) => ms > 10_000 && ms < 16_000)).toHaveLength(1);
  expect(delays).not.toContain(5_000);
  unmount();
  timers.mockRestore();
});

it('reports an error when the check cannot be fetched', async () => {
  answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
  const { result, unmount } = renderHook(() => useHumanCheck('en'));
  await waitFor(() => expect(result.current).toMatchObject({ token: null, status: 'error' }));
  unmount();
});

it('loads Google\'s reCAPTCHA script only when the site uses reCAPTCHA, and asks for the admission action', async () => {
  expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  answers.push(json({ provider: 'recaptcha', siteKey: 'site-key' }));
  const execute = jest.fn(async () => 'google-token');
  const { result } = renderHook(() => useHumanCheck('bn'));
  await waitFor(() => expect(document.querySelector('script[src*="recaptcha"]')).not.toBeNull());
  const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')!;
  expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key&hl=bn');
  Object.assign(window, { grecaptcha: { ready: (callback: () => void) => callback(), execute } });
  act(() => script.onload?.(new Event('load')));
  await waitFor(() => expect(result.current).toMatchObject({ token: 'google-token', status: 'ready' }));
  expect(execute).toHaveBeenCalledWith('site-key', { action: 'admission' });
});
