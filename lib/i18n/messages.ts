import { institute } from '@/lib/content/institute';
import { formatNumber } from '@/lib/format/number';
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from './routing';

/**
 * The institute's figures that messages quote, as `{technologies}` and `{established}`: filled in
 * when a language's messages are loaded (loadMessages below), so every text that quotes them says
 * what lib/content/institute.json says, in the language's digits, without each caller passing them.
 */
export function messageFacts(locale: Locale): Record<string, string> {
  return {
    technologies: formatNumber(institute.facts.technologies, locale),
    established: formatNumber(institute.established, locale, { useGrouping: false }),
  };
}

type Tree = string | Tree[] | { [key: string]: Tree };

/** A copy of `messages` with the facts' placeholders replaced; every other `{placeholder}` is left to next-intl. */
export function withFacts<T>(messages: T, facts: Record<string, string>): T {
  const pattern = new RegExp(`\\{(${Object.keys(facts).join('|')})\\}`, 'g');
  const fill = (value: Tree): Tree => {
    if (typeof value === 'string') return value.replace(pattern, (_, name: string) => facts[name]!);
    if (Array.isArray(value)) return value.map(fill);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
  };
  return fill(messages as Tree) as T;
}

/** Each language's messages with the institute's figures filled in, built once per process. */
const loaded = new Map<Locale, Promise<AbstractIntlMessages>>();

export function loadMessages(locale: Locale) {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = import(`../../messages/${locale}.json`).then((m) => withFacts(m.default as AbstractIntlMessages, messageFacts(locale)));
    loaded.set(locale, messages);
    // A failed load is not kept: the next request tries again.
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}
