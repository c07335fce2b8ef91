/**
 * The human check on its own: a real proof of work solved at a low difficulty and verified,
 * expired and tampered challenges refused, single use across instances, the installation's
 * secret shared through the database, and reCAPTCHA v3 verified against a fake Google on
 * 127.0.0.1.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { solveChallenge } from 'altcha-lib/v1';
import { createHumanCheck, humanCheckSettings, type HumanCheck, type HumanCheckResult } from '@/lib/human-check';
import type { RecaptchaSettings } from '@/lib/human-check/config';
import { humanCheckMessageKey, type HumanCheckReason } from '@/lib/human-check/errors';
import { createPowChallenge, verifyPowToken } from '@/lib/human-check/pow';
import { challengeExpiry, powToken } from '@/lib/human-check/types';
import { describePostgres, listen, POW_SETTINGS, solve, text, type Served } from './helpers';
import { testDatabase, type TestDatabase } from '../institute/helpers';

jest.setTimeout(30_000);

const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe('the proof of work', () => {
  it('makes a signed, expiring challenge that altcha-lib solves, and verifies the solution', async () => {
    const now = Date.now();
    const challenge = await createPowChallenge({ secret: SECRET, maxNumber: 500, ttlMs: 600_000, now });
    expect(challenge).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 500,
      salt: expect.stringMatching(/^[0-9a-f]{32}\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(challengeExpiry(challenge.salt)).toBe(Math.floor((now + 600_000) / 1000) * 1000);
    // The browser's solver (altcha-lib), not ours: the two must agree.
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    expect(solution).not.toBeNull();
    const token = powToken(challenge, solution!.number);
    expect(verifyPowToken(token, SECRET, now)).toEqual({ ok: true, challenge: challenge.challenge, expiresAt: challengeExpiry(challenge.salt) });
  });

  it('refuses an expired challenge, and accepts it until then', async () => {
    const now = Date.now();
    const challenge = await createPowChallenge({ secret: SECRET, maxNumber: 100, ttlMs: 60_000, now });
    const token = solve(challenge);
    const expiresAt = challengeExpiry(challenge.salt)!;
    expect(verifyPowToken(token, SECRET, expiresAt - 1).ok).toBe(true);
    expect(verifyPowToken(token, SECRET, expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered signature, a stretched expiry, another secret and a wrong number', async () => {
    const challenge = await createPowChallenge({ secret: SECRET, maxNumber: 100, ttlMs: 60_000 });
    const number = (JSON.parse(Buffer.from(solve(challenge), 'base64').toString()) as { number: number }).number;
    const flipped = `${challenge.signature.slice(0, -1)}${challenge.signature.endsWith('0') ? '1' : '0'}`;
    expect(verifyPowToken(powToken({ ...challenge, signature: flipped }, number), SECRET)).toEqual({ ok: false, reason: 'bad-signature' });
    // Moving the expiry changes the hash the signature covers.
    const later = challenge.salt.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 86_400}`);
    expect(verifyPowToken(powToken({ ...challenge, salt: later }, number), SECRET).ok).toBe(false);
    expect(verifyPowToken(powToken(challenge, number), 'another-secret-0123456789abcdef0123456789')).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyPowToken(powToken(challenge, number + 1), SECRET)).toEqual({ ok: false, reason: 'wrong-solution' });
  });

  it('tells a missing token from a malformed one', () => {
    expect(verifyPowToken(undefined, SECRET)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyPowToken('  ', SECRET)).toEqual({ ok: false, reason: 'missing' });
    for (const token of ['%%%', btoa('not json'), btoa('[]'), btoa(JSON.stringify({ algorithm: 'SHA-1' })), 'A'.repeat(5000)]) {
      expect(verifyPowToken(token, SECRET)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('maps every reason to a message that mentions reCAPTCHA in both languages', () => {
    const reasons: HumanCheckReason[] = [
      'missing',
      'malformed',
      'bad-signature',
      'wrong-solution',
      'expired',
      'replayed',
      'recaptcha-rejected',
      'recaptcha-low-score',
      'recaptcha-wrong-action',
      'recaptcha-wrong-hostname',
      'recaptcha-unreachable',
    ];
    for (const reason of reasons) {
      for (const locale of ['en', 'bn'] as const) {
        expect(text(locale, `submissions.humanCheck.${humanCheckMessageKey(reason)}`)).toContain('reCAPTCHA');
      }
    }
  });
});

describe('settings', () => {
  it('uses reCAPTCHA only when both keys are set, and checks the numbers', () => {
    expect(humanCheckSettings(env({})).provider).toBe('pow');
    expect(humanCheckSettings(env({ RECAPTCHA_SITE_KEY: 'site' })).provider).toBe('pow');
    expect(humanCheckSettings(env({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }))).toMatchObject({ provider: 'recaptcha', minScore: 0.5 });
    expect(humanCheckSettings(env({ HUMAN_CHECK_DIFFICULTY: '100' }))).toMatchObject({ provider: 'pow', maxNumber: 100, ttlMs: 600_000, secret: null });
    expect(() => humanCheckSettings(env({ HUMAN_CHECK_DIFFICULTY: '0' }))).toThrow('HUMAN_CHECK_DIFFICULTY');
    expect(() => humanCheckSettings(env({ HUMAN_CHECK_SECRET: 'short' }))).toThrow('HUMAN_CHECK_SECRET');
    expect(() => humanCheckSettings(env({ RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_MIN_SCORE: '2' }))).toThrow('RECAPTCHA_MIN_SCORE');
  });
});

function storedState(kind: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase(kind, { seed: false });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('signs with one installation secret kept in the database, shared by every instance', async () => {
    const first = createHumanCheck({ getDatabase: async () => database.db, settings: POW_SETTINGS });
    const second = createHumanCheck({ getDatabase: async () => database.db, settings: POW_SETTINGS });
    const [a, b] = await Promise.all([first.info(), second.info()]);
    if (a.provider !== 'pow' || b.provider !== 'pow') throw new Error('pow expected');
    // A challenge from one instance is good at the other.
    expect((await second.verify(solve(a.challenge), { action: 'admission', hostname: null })).ok).toBe(true);
    expect((await first.verify(solve(b.challenge), { action: 'admission', hostname: null })).ok).toBe(true);
    expect(await database.db.all('SELECT name FROM site_secrets')).toEqual([{ name: 'human-check-hmac' }]);
  });

  it('counts a solved challenge once, across instances (a replay fails)', async () => {
    const first = createHumanCheck({ getDatabase: async () => database.db, settings: POW_SETTINGS });
    const second = createHumanCheck({ getDatabase: async () => database.db, settings: POW_SETTINGS });
    const info = await first.info();
    if (info.provider !== 'pow') throw new Error('pow expected');
    const token = solve(info.challenge);
    const context = { action: 'admission', hostname: null };
    // Verified, then spent, as the submission pipeline does (there inside its storing transaction).
    const spend = async (check: HumanCheck): Promise<HumanCheckResult> => {
      const result = await check.verify(token, context);
      return result.ok ? check.markUsed(database.db, result) : result;
    };
    expect((await spend(first)).ok).toBe(true);
    expect(await spend(second)).toEqual({ ok: false, reason: 'replayed', messageKey: 'replayed' });
  });

  it('never accepts an unsigned challenge, whatever the difficulty', async () => {
    const check = createHumanCheck({ getDatabase: async () => database.db, settings: { ...POW_SETTINGS, maxNumber: 10 } });
    const foreign = await createPowChallenge({ secret: SECRET, maxNumber: 10, ttlMs: 60_000 });
    expect(await check.verify(solve(foreign), { action: 'admission', hostname: null })).toMatchObject({ ok: false, reason: 'bad-signature' });
  });
}

describe('the human check state on SQLite', () => storedState('sqlite'));
describePostgres('the human check state on PostgreSQL', () => storedState('postgres'));

describe('reCAPTCHA v3', () => {
  const settings: RecaptchaSettings = { provider: 'recaptcha', siteKey: 'site-key', secretKey: 'secret-key', minScore: 0.5, timeoutMs: 1_000 };
  const TOKEN = 'a'.repeat(40);
  let google: Served;
  let answer: (form: URLSearchParams) => { status?: number; body?: unknown; delayMs?: number };
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    google = await listen(async (req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      seen.push(form);
      const { status = 200, body = {}, delayMs = 0 } = answer(form);
      setTimeout(() => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    });
  });
  afterAll(async () => {
    await google?.close();
  });

  const check = () =>
    createHumanCheck({
      getDatabase: () => Promise.reject(new Error('reCAPTCHA needs no database')),
      settings,
      recaptchaVerifyUrl: `${google.origin}/recaptcha/api/siteverify`,
    });
  const verify = (token: string = TOKEN) => check().verify(token, { action: 'admission', hostname: 'college.example', remoteIp: '203.0.113.7' });
  const good = { success: true, score: 0.9, action: 'admission', hostname: 'college.example', challenge_ts: '2026-01-05T04:00:00Z' };

  it('asks Google with the secret, the token and the client address, and passes a good answer', async () => {
    answer = () => ({ body: good });
    expect(await verify()).toEqual({ ok: true, provider: 'recaptcha', score: 0.9 });
    const form = seen.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({ secret: 'secret-key', response: TOKEN, remoteip: '203.0.113.7' });
  });

  it.each([
    ['a score under the minimum', { ...good, score: 0.3 }, 'recaptcha-low-score'],
    ['another action', { ...good, action: 'login' }, 'recaptcha-wrong-action'],
    ['another site', { ...good, hostname: 'evil.example' }, 'recaptcha-wrong-hostname'],
    ['a used or old token', { success: false, 'error-codes': ['timeout-or-duplicate'] }, 'expired'],
    ['a foreign token', { success: false, 'error-codes': ['invalid-input-response'] }, 'recaptcha-rejected'],
    ['our wrong secret', { success: false, 'error-codes': ['invalid-input-secret'] }, 'recaptcha-unreachable'],
  ])('refuses %s', async (_, body, reason) => {
    answer = () => ({ body });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await verify()).toMatchObject({ ok: false, reason });
    spy.mockRestore();
  });

  it('says "unreachable" when Google fails, answers garbage or takes too long', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const reply of [{ status: 500 }, { body: 'not json' }, { body: good, delayMs: 1_500 }]) {
      answer = () => reply;
      expect(await verify()).toMatchObject({ ok: false, reason: 'recaptcha-unreachable', messageKey: 'unavailable' });
    }
    spy.mockRestore();
  });

  it('refuses a missing or malformed token without asking Google', async () => {
    const before = seen.length;
    expect(await verify('')).toMatchObject({ ok: false, reason: 'missing' });
    expect(await verify('has spaces and !')).toMatchObject({ ok: false, reason: 'malformed' });
    expect(seen.length).toBe(before);
  });

  it('hands the browser only the site key', async () => {
    expect(await check().info()).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
  });
});
