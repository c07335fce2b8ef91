/**
 * The last-good-value fallback and the cached getters around it: a page that once had data
 * keeps it while the source fails; only a page that never had data gets the error.
 */
import { InstituteSourceError } from '@/lib/institute/errors';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileLastGoodStore } from '@/lib/institute/last-good-file';
import { createLastGoodStore, readWithFallback } from '@/lib/institute/result';
import { sourceFrom, type InstituteSource } from '@/lib/institute/source';
import type { Department, InstituteData, InstituteResource, Notice } from '@/lib/institute/types';

jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }));

/** A source whose answers the test switches between data and a failure. */
function switchable() {
  const state: { failing: boolean; notices: Notice[] } = { failing: false, notices: [] };
  const source: InstituteSource = sourceFrom(async <R extends InstituteResource>(resource: R) => {
    if (state.failing) throw new InstituteSourceError({ kind: 'timeout', resource, detail: 'no answer within 4000 ms' });
    if (resource !== 'notices') throw new Error(`unexpected read of ${resource}`);
    return state.notices as InstituteData[R];
  });
  return { state, source };
}

const notice = (id: number): Notice => ({ id, title: `Notice ${id}`, publicDate: '2026-01-05', url: null, urlLanguage: 'en' });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const STAMP = { build: 'abc123', source: 'https://erp.example.edu' };

describe('readWithFallback', () => {
  it('answers fresh data and keeps it; on a failure answers that data, marked stale', async () => {
    const { state, source } = switchable();
    const store = createLastGoodStore();
    state.notices = [notice(1)];
    expect(await readWithFallback(source, 'notices', 'en', store)).toEqual({ ok: true, data: [notice(1)], stale: false });

    state.failing = true;
    expect(await readWithFallback(source, 'notices', 'en', store)).toEqual({ ok: true, data: [notice(1)], stale: true });

    state.failing = false;
    state.notices = [notice(2)];
    expect(await readWithFallback(source, 'notices', 'en', store)).toEqual({ ok: true, data: [notice(2)], stale: false });
    state.failing = true;
    expect(await readWithFallback(source, 'notices', 'en', store)).toEqual({ ok: true, data: [notice(2)], stale: true });
  });

  it('gives the error, with its message key, only when there never was data for that language', async () => {
    const { state, source } = switchable();
    const store = createLastGoodStore();
    state.notices = [notice(1)];
    await readWithFallback(source, 'notices', 'en', store);
    state.failing = true;
    const bengali = await readWithFallback(source, 'notices', 'bn', store);
    expect(bengali).toEqual({
      ok: false,
      messageKey: 'notices',
      error: { kind: 'timeout', resource: 'notices', detail: 'no answer within 4000 ms' },
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no earlier data to show'));
  });

  it('keeps an upstream\'s last good data across a restart, in DATA_DIR, and writes it only when it changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'last-good-'));
    try {
      const { state, source } = switchable();
      state.notices = [notice(1)];
      await readWithFallback(source, 'notices', 'en', createFileLastGoodStore(dir, STAMP));
      const file = join(dir, 'notices.en.json');
      const written = statSync(file).mtimeMs;

      // A new process (a restart, or another instance sharing DATA_DIR) while the source is down.
      state.failing = true;
      const restarted = createFileLastGoodStore(dir, STAMP);
      expect(await readWithFallback(source, 'notices', 'en', restarted)).toEqual({ ok: true, data: [notice(1)], stale: true });
      // Nothing there for the other language: that failure still reaches the page.
      expect(await readWithFallback(source, 'notices', 'bn', restarted)).toMatchObject({ ok: false, messageKey: 'notices' });

      // The same answer again is not written again; a new one is.
      state.failing = false;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await readWithFallback(source, 'notices', 'en', restarted);
      expect(statSync(file).mtimeMs).toBe(written);
      state.notices = [notice(2)];
      await readWithFallback(source, 'notices', 'en', restarted);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...STAMP, data: [notice(2)] });
      expect(readdirSync(dir)).toEqual(['notices.en.json']);

      // Another build (whose types may differ) or another upstream does not take these answers.
      state.failing = true;
      for (const other of [{ ...STAMP, build: 'def456' }, { ...STAMP, source: 'https://staging.example.edu' }]) {
        expect(await readWithFallback(source, 'notices', 'en', createFileLastGoodStore(dir, other))).toMatchObject({ ok: false });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never fails a read because the kept copy cannot be read or written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'last-good-'));
    try {
      const { state, source } = switchable();
      writeFileSync(join(dir, 'notices.en.json'), '{ half a file');
      state.failing = true;
      expect(await readWithFallback(source, 'notices', 'en', createFileLastGoodStore(dir, STAMP))).toMatchObject({ ok: false });

      // DATA_DIR/last-good is a file, not a folder: nothing can be kept, the data is still answered.
      const blocked = join(dir, 'blocked');
      writeFileSync(blocked, '');
      state.failing = false;
      state.notices = [notice(3)];
      expect(await readWithFallback(source, 'notices', 'en', createFileLastGoodStore(blocked, STAMP))).toEqual({ ok: true, data: [notice(3)], stale: false });
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('could not be kept'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns an unexpected exception into an internal failure rather than throwing', async () => {
    const source = sourceFrom(async () => {
      throw new TypeError('cannot read properties of undefined');
    });
    const result = await readWithFallback(source, 'faculty', 'en', createLastGoodStore());
    expect(result).toMatchObject({ ok: false, messageKey: 'faculty', error: { kind: 'internal' } });
  });
});

const RETRY_EXPIRE = 3600;

describe('the cached getters', () => {
  const load = async (source: InstituteSource) => {
    jest.resetModules();
    jest.doMock('@/lib/institute/index', () => ({ instituteSource: () => source }));
    const cache = await import('next/cache');
    const data = await import('@/lib/institute/data');
    return { data, cacheLife: cache.cacheLife as jest.Mock, cacheTag: cache.cacheTag as jest.Mock };
  };

  it('tag each read with the institute tag and its entity tag, and cache fresh data for its kind', async () => {
    const { state, source } = switchable();
    state.notices = [notice(1)];
    const { data, cacheLife, cacheTag } = await load(source);
    expect(await data.getNotices('en')).toEqual({ ok: true, data: [notice(1)], stale: false });
    expect(cacheTag).toHaveBeenCalledWith('institute', 'institute:notices');
    expect(cacheLife).toHaveBeenCalledWith('minutes');
  });

  it('keep serving the last good data when the source goes down, cached only briefly', async () => {
    const { state, source } = switchable();
    state.notices = [notice(1)];
    const { data, cacheLife } = await load(source);
    await data.getNotices('en');
    state.failing = true;
    cacheLife.mockClear();
    expect(await data.getNotices('en')).toEqual({ ok: true, data: [notice(1)], stale: true });
    expect(cacheLife).toHaveBeenCalledWith(data.RETRY_PROFILE);
    expect(cacheLife).not.toHaveBeenCalledWith('minutes');
  });

  it('cap every lifetime at INSTITUTE_CACHE_MAX_SECONDS, still served stale until the kind\'s own expiry', async () => {
    const { state, source } = switchable();
    state.notices = [notice(1)];
    const { data, cacheLife } = await load(source);
    process.env.INSTITUTE_CACHE_MAX_SECONDS = '2';
    try {
      await data.getNotices('en');
      expect(cacheLife).toHaveBeenCalledWith({ stale: 30, revalidate: 2, expire: 3600 });
      state.failing = true;
      cacheLife.mockClear();
      expect(await data.getNotices('en')).toEqual({ ok: true, data: [notice(1)], stale: true });
      expect(cacheLife).toHaveBeenCalledWith({ stale: 30, revalidate: 2, expire: RETRY_EXPIRE });
    } finally {
      delete process.env.INSTITUTE_CACHE_MAX_SECONDS;
    }
    expect(data.cappedProfile('days', 600)).toEqual({ stale: 300, revalidate: 600, expire: 604_800 });
    expect(data.cappedProfile(null, 600)).toEqual({ stale: 60, revalidate: 60, expire: 3600 });
    // A cap longer than a kind's own refresh leaves that refresh as it is.
    expect(data.cappedProfile('minutes', 600)).toEqual({ stale: 60, revalidate: 60, expire: 3600 });
    expect(data.cappedProfile('hours', 600)).toEqual({ stale: 300, revalidate: 600, expire: 86_400 });
  });

  it('cap the notice and job boards too, whose own lifetime wins over their getters\'', async () => {
    const { state, source } = switchable();
    state.notices = [notice(1)];
    const { cacheLife } = await load(source);
    const { loadNoticeBoard } = await import('@/components/notices/notice-data');
    const { loadJobBoard } = await import('@/components/jobs/job-data');
    await loadNoticeBoard('en');
    await loadJobBoard('en');
    expect(cacheLife).toHaveBeenCalledWith('minutes');
    expect(cacheLife.mock.calls.filter(([profile]) => profile === 'minutes')).toHaveLength(3); // the notices, and both boards
    process.env.INSTITUTE_CACHE_MAX_SECONDS = '2';
    try {
      cacheLife.mockClear();
      await loadNoticeBoard('en');
      await loadJobBoard('en');
      expect(cacheLife).not.toHaveBeenCalledWith('minutes');
      expect(cacheLife.mock.calls.every(([profile]) => typeof profile === 'object' && profile.revalidate === 2)).toBe(true);
    } finally {
      delete process.env.INSTITUTE_CACHE_MAX_SECONDS;
    }
  });

  it('derive one department, labs and magazines from their lists, keeping the right message key', async () => {
    const source = sourceFrom(async <R extends InstituteResource>(resource: R) => {
      if (resource === 'departments') {
        const departments: Department[] = [{ id: 3, title: 'Civil Technology', description: '', image: null, courseImages: [], courseImageLanguages: [] }];
        return departments as InstituteData[R];
      }
      throw new InstituteSourceError({ kind: 'status', resource, status: 500, detail: 'HTTP 500' });
    });
    const { data } = await load(source);
    expect(await data.getDepartment(3, 'en')).toMatchObject({ ok: true, data: { title: 'Civil Technology' } });
    expect(await data.getDepartment(99, 'en')).toEqual({ ok: true, data: null, stale: false });
    expect(await data.getMagazines('en')).toMatchObject({ ok: false, messageKey: 'magazines' });
    expect(await data.getLabs('en')).toMatchObject({ ok: false, messageKey: 'labsAndMagazines' });
  });
});
