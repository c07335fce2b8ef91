import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type enMessages from '@/messages/en.json';

type Messages = typeof enMessages;

/**
 * The raw texts of message namespaces, for client islands: they receive their labels as props
 * (no client-side i18n provider) and fill the few `{placeholders}` themselves.
 */
export async function rawMessages<K extends keyof Messages>(locale: Locale, ...namespaces: K[]): Promise<Pick<Messages, K>> {
  const all = (await getMessages({ locale })) as unknown as Messages;
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Pick<Messages, K>;
}
