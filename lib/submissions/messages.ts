import type { Locale } from '@/lib/i18n/routing';
import { INTL_LOCALE } from '@/lib/i18n/intl-locale';

/** One namespace's messages in one language: `t('admission.success')`, `t('tooMany', { minutes: 5 })`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Where the submission messages come from. The site passes next-intl's getTranslations (see
 * server.ts). Code that runs outside Next (Jest, scripts), where next-intl's ES modules cannot
 * be loaded, passes createMessagesTranslator over the same message files.
 */
export type Translator = (locale: Locale, namespace: 'submissions' | 'validation') => Promise<Translate>;

type Messages = Record<string, unknown>;

/**
 * The ICU subset these messages use: {name} and {name, plural, one {…} other {…}} with #, the
 * number written in the locale's digits, as next-intl writes it.
 */
export function formatMessage(template: string, values: Record<string, string | number>, locale: Locale): string {
  const numbers = new Intl.NumberFormat(INTL_LOCALE[locale]);
  const plurals = new Intl.PluralRules(INTL_LOCALE[locale]);
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open === -1) break;
    out += template.slice(i, open);
    // The matching brace, counting nested ones (a plural holds {…} branches).
    let depth = 0;
    let close = open;
    for (; close < template.length; close += 1) {
      if (template[close] === '{') depth += 1;
      else if (template[close] === '}' && --depth === 0) break;
    }
    const inner = template.slice(open + 1, close);
    const [name = '', kind, ...rest] = inner.split(',');
    const value = values[name.trim()];
    if (kind?.trim() === 'plural') {
      const n = Number(value);
      const branches = new Map([...rest.join(',').matchAll(/(=\d+|\w+)\s*\{([^{}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
      const branch = branches.get(`=${n}`) ?? branches.get(plurals.select(n)) ?? branches.get('other') ?? '';
      out += branch.replaceAll('#', numbers.format(n));
    } else {
      out += value === undefined ? `{${inner}}` : typeof value === 'number' ? numbers.format(value) : value;
    }
    i = close + 1;
  }
  return out + template.slice(i);
}

/** A translator over message files the caller loaded. */
export function createMessagesTranslator(messages: Record<Locale, Messages>): Translator {
  return async (locale, namespace) => (key, values = {}) => {
    let node: unknown = messages[locale][namespace];
    for (const part of key.split('.')) node = node !== null && typeof node === 'object' ? (node as Messages)[part] : undefined;
    if (typeof node !== 'string') throw new Error(`missing message ${namespace}.${key} (${locale})`);
    return formatMessage(node, values, locale);
  };
}
