/**
 * POST /api/revalidate: refused without the right secret, otherwise expires the tags it names.
 */
// next-intl ships ES modules only, which Jest's CommonJS runtime cannot load (see structured-data.test.ts).
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
const forgetDepartmentIds = jest.fn();
const forgetJobIds = jest.fn();
jest.mock('@/lib/institute/known-ids', () => ({
  departmentIdCheck: () => ({ forget: forgetDepartmentIds }),
  jobIdCheck: () => ({ forget: forgetJobIds }),
}));

import { revalidateTag } from 'next/cache';
import { POST } from '@/app/api/revalidate/route';
import { createRevalidateHandler, secretsMatch } from '@/lib/institute/revalidate';
import { INSTITUTE_TAG, INSTITUTE_TAGS } from '@/lib/institute/tags';

const SECRET = 'a-long-shared-secret-for-tests-1234';

function request(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://site.test/api/revalidate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function handler(secret: string | undefined = SECRET) {
  const revalidated: string[] = [];
  const handle = createRevalidateHandler({ secret: () => secret, revalidate: (tag) => revalidated.push(tag) });
  return { handle, revalidated };
}

describe('the revalidate endpoint', () => {
  it.each([
    ['no secret', {}],
    ['a wrong secret', { Authorization: 'Bearer not-the-secret' }],
    ['the secret with a character changed', { Authorization: `Bearer ${SECRET.slice(0, -1)}5` }],
    ['a prefix of the secret', { 'x-revalidate-secret': SECRET.slice(0, 10) }],
    ['the secret without the Bearer scheme', { Authorization: SECRET }],
  ])('refuses %s with 401 and refreshes nothing', async (_label, headers) => {
    const { handle, revalidated } = handler();
    const response = await handle(request(['notices'], headers));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
    expect(revalidated).toEqual([]);
  });

  it('refuses everyone, with one error in the log, when REVALIDATE_SECRET is too short to be safe', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = createRevalidateHandler({ secret: () => 'short-secret', revalidate: jest.fn() });
    for (let i = 0; i < 2; i += 1) {
      const response = await handler(new Request('http://x/api/revalidate', { method: 'POST', headers: { Authorization: 'Bearer short-secret' }, body: '["notices"]' }));
      expect(response.status).toBe(401);
    }
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it.each([undefined, '', '   '])('refuses everyone when REVALIDATE_SECRET is unset (%p)', async (secret) => {
    const { handle, revalidated } = handler(secret);
    for (const given of ['', 'anything', 'undefined']) {
      const response = await handle(request(['notices'], { Authorization: `Bearer ${given}` }));
      expect(response.status).toBe(401);
    }
    expect(revalidated).toEqual([]);
  });

  it('the Next route refuses a wrong secret, and any secret while REVALIDATE_SECRET is unset', async () => {
    const saved = process.env.REVALIDATE_SECRET;
    try {
      process.env.REVALIDATE_SECRET = SECRET;
      expect((await POST(request(['notices'], { Authorization: 'Bearer wrong' }))).status).toBe(401);
      delete process.env.REVALIDATE_SECRET;
      expect((await POST(request(['notices'], { Authorization: `Bearer ${SECRET}` }))).status).toBe(401);
    } finally {
      if (saved === undefined) delete process.env.REVALIDATE_SECRET;
      else process.env.REVALIDATE_SECRET = saved;
    }
  });

  it('the Next route expires the tags, and has the proxy read the department or job ids again when those change', async () => {
    const saved = process.env.REVALIDATE_SECRET;
    try {
      process.env.REVALIDATE_SECRET = SECRET;
      const auth = { Authorization: `Bearer ${SECRET}` };
      expect((await POST(request(['notices'], auth))).status).toBe(200);
      expect(revalidateTag).toHaveBeenCalledWith(INSTITUTE_TAGS.notices, { expire: 0 });
      expect(forgetDepartmentIds).not.toHaveBeenCalled();
      expect(forgetJobIds).not.toHaveBeenCalled();
      expect((await POST(request(['departments'], auth))).status).toBe(200);
      expect(forgetDepartmentIds).toHaveBeenCalledTimes(1);
      expect(forgetJobIds).not.toHaveBeenCalled();
      expect((await POST(request(['jobs'], auth))).status).toBe(200);
      expect(forgetJobIds).toHaveBeenCalledTimes(1);
      expect((await POST(request([INSTITUTE_TAG], auth))).status).toBe(200);
      expect(forgetDepartmentIds).toHaveBeenCalledTimes(2);
      expect(forgetJobIds).toHaveBeenCalledTimes(2);
    } finally {
      if (saved === undefined) delete process.env.REVALIDATE_SECRET;
      else process.env.REVALIDATE_SECRET = saved;
    }
  });

  it('with the secret, expires the named tags: by constant, resource name or endpoint path', async () => {
    const { handle, revalidated } = handler();
    const response = await handle(request(['institute:notices', 'jobs', 'department_info', 'notices'], { Authorization: `Bearer ${SECRET}` }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.revalidated).toEqual([INSTITUTE_TAGS.notices, INSTITUTE_TAGS.jobs, INSTITUTE_TAGS.departments]);
    expect(revalidated).toEqual(body.revalidated);
  });

  it('accepts {"tags": [...]} and the x-revalidate-secret header; "institute" refreshes everything', async () => {
    const { handle, revalidated } = handler();
    const response = await handle(request({ tags: ['institute'] }, { 'x-revalidate-secret': SECRET }));
    expect(response.status).toBe(200);
    expect(revalidated).toEqual([INSTITUTE_TAG]);
  });

  it.each([
    ['not JSON', '{tags'],
    ['an empty list', []],
    ['a list of numbers', [1, 2]],
    ['an object without tags', { tag: 'notices' }],
  ])('answers 400 to %s', async (_label, body) => {
    const { handle, revalidated } = handler();
    const response = await handle(request(body, { Authorization: `Bearer ${SECRET}` }));
    expect(response.status).toBe(400);
    expect(revalidated).toEqual([]);
  });

  it('refuses unknown tags instead of silently refreshing nothing', async () => {
    const { handle, revalidated } = handler();
    const response = await handle(request(['notices', 'notice'], { Authorization: `Bearer ${SECRET}` }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors.tags).toContain('notice');
    expect(revalidated).toEqual([]);
  });

  it('compares secrets exactly', () => {
    expect(secretsMatch(SECRET, SECRET)).toBe(true);
    expect(secretsMatch(SECRET, `${SECRET} `)).toBe(false);
    expect(secretsMatch('', SECRET)).toBe(false);
  });
});
