import enFile from '../../messages/en.json';
import bnFile from '../../messages/bn.json';
import { messageFacts, withFacts } from '../../lib/i18n/messages';

/** The texts as the site shows them: with the institute's figures filled in, as when they load. */
export const messages = {
  en: withFacts(enFile, messageFacts('en')),
  bn: withFacts(bnFile, messageFacts('bn')),
} as const;
export type TestLocale = keyof typeof messages;
export const LOCALES: TestLocale[] = ['en', 'bn'];

/** The URL of `path` in `locale`, as the site publishes it. */
export function urlFor(path: string, locale: TestLocale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/bn' : `/bn${path}`;
}
