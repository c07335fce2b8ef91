import en from '../../messages/en.json';
import bn from '../../messages/bn.json';

export const messages = { en, bn } as const;
export type TestLocale = keyof typeof messages;
export const LOCALES: TestLocale[] = ['en', 'bn'];

/** The URL of `path` in `locale`, as the site publishes it. */
export function urlFor(path: string, locale: TestLocale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/bn' : `/bn${path}`;
}
