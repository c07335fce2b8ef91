import en from '@/messages/en.json';
import bn from '@/messages/bn.json';
import { ENDPOINTS } from '@/lib/institute/wire';

type Tree = { [key: string]: string | string[] | Tree } | string[];

/** Every text as `namespace.key` (list items as `key.0`, `key.1`…). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
  }
  return out;
}

/** Latin script in the Bengali file on purpose (none now: the toggle takes English's words from en.json). */
const LATIN_IN_BENGALI = new Set<string>([]);

const enFlat = flatten(en as unknown as Tree);
const bnFlat = flatten(bn as unknown as Tree);

describe('message files', () => {
  it('have the same keys', () => {
    expect([...bnFlat.keys()].sort()).toEqual([...enFlat.keys()].sort());
  });

  it('say, for every resource of the institute API, what its failed read shows', () => {
    for (const key of [...Object.keys(ENDPOINTS), 'magazines']) expect(enFlat.has(`instituteErrors.${key}`)).toBe(true);
  });

  it('have no empty values', () => {
    const empty = [...enFlat, ...bnFlat].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('have a Bengali text for every English one', () => {
    const untranslated = [...enFlat.keys()].filter((key) => enFlat.get(key) === bnFlat.get(key));
    expect(untranslated).toEqual([]);
  });

  it('write Bengali values in Bengali script, beyond the listed exceptions', () => {
    const latinOnly = [...bnFlat]
      .filter(([key]) => !LATIN_IN_BENGALI.has(key))
      .filter(([, value]) => !/[\u0980-\u09FF]/.test(value))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (value: string) => [...value.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const mismatched = [...enFlat.keys()].filter(
      (key) => JSON.stringify(placeholders(enFlat.get(key)!)) !== JSON.stringify(placeholders(bnFlat.get(key) ?? '')),
    );
    expect(mismatched).toEqual([]);
  });
});
