// next-intl ships ES modules only, which Jest's CommonJS runtime cannot load (see structured-data.test.ts);
// the institute source is not read here: each check gets its own reader.
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));
jest.mock('@/lib/institute/index', () => ({ instituteSource: () => ({}) }));

import { createIdCheck } from '@/lib/institute/known-ids';

function reader(...answers: Array<readonly string[] | null | Error>) {
  const read = jest.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return read;
}

/** A reader whose reads the test answers by hand, in any order. */
function manualReader() {
  const pending: Array<(ids: readonly string[]) => void> = [];
  const read = jest.fn(() => new Promise<readonly string[]>((resolve) => pending.push(resolve)));
  return { read, answer: (index: number, ids: readonly string[]) => pending[index]!(ids) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the proxy’s check of department and job ids', () => {
  it('knows the ids of the list and no others', async () => {
    const check = createIdCheck(reader(['1', '3']));
    expect(await check.isKnown('3')).toBe(true);
    expect(await check.isKnown('2')).toBe(false);
    expect(await check.isKnown('no-such-department')).toBe(false);
  });

  it('reads the list once for checks made together, and not again while it is fresh', async () => {
    const read = reader(['1']);
    let time = 0;
    const check = createIdCheck(read, { ttlMs: 60_000, recheckMs: 5_000, now: () => time });
    await Promise.all([check.isKnown('1'), check.isKnown('2'), check.isKnown('3')]);
    time = 4_000;
    expect(await check.isKnown('2')).toBe(false);
    time = 59_000;
    expect(await check.isKnown('1')).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answers a known id from the list it has, reading an old list again behind it', async () => {
    const { read, answer } = manualReader();
    let time = 0;
    const check = createIdCheck(read, { ttlMs: 60_000, recheckMs: 5_000, now: () => time });
    const first = check.isKnown('1');
    answer(0, ['1', '2']);
    expect(await first).toBe(true);
    time = 61_000;
    // Not waiting for the upstream: the read it started is still unanswered.
    expect(await check.isKnown('2')).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
    answer(1, ['1']);
    await settle();
    // Department 2 was removed upstream.
    expect(await check.isKnown('2')).toBe(false);
  });

  it('calls an id unknown only by a list at most a few seconds old, so a new department is found at once', async () => {
    const read = reader(['1'], ['1', '7']);
    let time = 0;
    const check = createIdCheck(read, { ttlMs: 60_000, recheckMs: 5_000, now: () => time });
    expect(await check.isKnown('7')).toBe(false);
    time = 1_000;
    expect(await check.isKnown('7')).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
    // Added upstream, and this instance was not the one told by POST /api/revalidate.
    time = 6_000;
    expect(await check.isKnown('7')).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('after forget(), checks an unknown id against a new list, and a known one without waiting', async () => {
    const { read, answer } = manualReader();
    const check = createIdCheck(read);
    const first = check.isKnown('1');
    answer(0, ['1']);
    expect(await first).toBe(true);
    check.forget();
    const seven = check.isKnown('7');
    expect(await check.isKnown('1')).toBe(true);
    answer(1, ['1', '7']);
    expect(await seven).toBe(true);
  });

  it('does not keep a list read before forget(): it may be older than the revalidation', async () => {
    const { read, answer } = manualReader();
    let time = 0;
    const check = createIdCheck(read, { ttlMs: 60_000, now: () => time });
    const first = check.isKnown('1');
    answer(0, ['1']);
    await first;
    time = 61_000;
    await check.isKnown('1'); // starts a background read (index 1)
    check.forget();
    const seven = check.isKnown('7'); // a new read (index 2), not the one in flight
    expect(read).toHaveBeenCalledTimes(3);
    answer(2, ['1', '7']);
    expect(await seven).toBe(true);
    answer(1, ['1']);
    await settle();
    expect(await check.isKnown('7')).toBe(true);
  });

  it('lets every id through when no list can be read, or the source has no department at all', async () => {
    expect(await createIdCheck(reader(null)).isKnown('5')).toBe(true);
    expect(await createIdCheck(reader(new Error('upstream down'))).isKnown('5')).toBe(true);
    expect(await createIdCheck(reader([])).isKnown('5')).toBe(true);
  });

  it('takes an empty list at its word with trustEmpty (no open jobs), and still lets ids through when none can be read', async () => {
    expect(await createIdCheck(reader([]), { trustEmpty: true }).isKnown('5')).toBe(false);
    expect(await createIdCheck(reader(null), { trustEmpty: true }).isKnown('5')).toBe(true);
    expect(await createIdCheck(reader(new Error('upstream down')), { trustEmpty: true }).isKnown('5')).toBe(true);
  });
});
