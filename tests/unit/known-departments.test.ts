// next-intl ships ES modules only, which Jest's CommonJS runtime cannot load (see structured-data.test.ts);
// the institute source is not read here: each check gets its own reader.
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));
jest.mock('@/lib/institute/index', () => ({ instituteSource: () => ({}) }));

import { createDepartmentIdCheck } from '@/lib/institute/known-departments';

function reader(...answers: Array<readonly string[] | null | Error>) {
  const read = jest.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return read;
}

describe('the proxy’s check of department ids', () => {
  it('knows the ids of the list and no others', async () => {
    const check = createDepartmentIdCheck(reader(['1', '3']));
    expect(await check.isKnown('3')).toBe(true);
    expect(await check.isKnown('2')).toBe(false);
    expect(await check.isKnown('no-such-department')).toBe(false);
  });

  it('reads the list once for checks made together, and not again while it is fresh', async () => {
    const read = reader(['1']);
    let time = 0;
    const check = createDepartmentIdCheck(read, { ttlMs: 60_000, now: () => time });
    await Promise.all([check.isKnown('1'), check.isKnown('2'), check.isKnown('3')]);
    time = 59_000;
    await check.isKnown('1');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answers from the list it has while an old one is read again, then from the new one', async () => {
    const read = reader(['1'], ['1', '7']);
    let time = 0;
    const check = createDepartmentIdCheck(read, { ttlMs: 60_000, now: () => time });
    expect(await check.isKnown('7')).toBe(false);
    time = 61_000;
    // A department added upstream: this check does not wait for the new list…
    expect(await check.isKnown('7')).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    // …the next one has it.
    expect(await check.isKnown('7')).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads the list again at the next check after forget() (the data was revalidated)', async () => {
    const read = reader(['1'], ['1', '7']);
    const check = createDepartmentIdCheck(read);
    expect(await check.isKnown('7')).toBe(false);
    check.forget();
    expect(await check.isKnown('7')).toBe(true);
  });

  it('lets every id through when no list can be read, so the page says what it can', async () => {
    expect(await createDepartmentIdCheck(reader(null)).isKnown('5')).toBe(true);
    expect(await createDepartmentIdCheck(reader(new Error('upstream down'))).isKnown('5')).toBe(true);
  });
});
