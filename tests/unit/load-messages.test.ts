import { loadMessages, withFacts } from '@/lib/i18n/messages';

/** Every text of a message tree, list items included. */
function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree as object).flatMap(texts);
}

describe('the institute figures in messages', () => {
  it('are written in each language, in its digits, from the institute file', async () => {
    const en = (await loadMessages('en')) as { home: { hero: { subtitle: string } } };
    const bn = (await loadMessages('bn')) as { home: { hero: { subtitle: string } } };
    expect(en.home.hero.subtitle).toBe('Four years, eight semesters, 15 technologies. Government approved, in Khulna since 2005.');
    expect(bn.home.hero.subtitle).toBe('চার বছর, আট সেমিস্টার, ১৫টি টেকনোলজি। সরকার অনুমোদিত, ২০০৫ সাল থেকে খুলনায়।');
  });

  it('leave no placeholder of theirs behind, and every other placeholder to next-intl', async () => {
    for (const locale of ['en', 'bn'] as const) {
      const all = texts(await loadMessages(locale));
      expect(all.filter((text) => /\{(technologies|established)\}/.test(text))).toEqual([]);
      expect(all.some((text) => text.includes('{name}'))).toBe(true);
    }
  });

  it('fill strings inside lists and nested namespaces, leaving the original untouched', () => {
    const messages = { a: { b: ['{technologies} and {count}'] }, c: 'since {established}' };
    expect(withFacts(messages, { technologies: '15', established: '2005' })).toEqual({
      a: { b: ['15 and {count}'] },
      c: 'since 2005',
    });
    expect(messages.c).toBe('since {established}');
  });
});
