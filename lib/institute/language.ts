import type { Locale } from '@/lib/i18n/routing';

/**
 * The language an API request asks for: ?lang= first, then Accept-Language by preference.
 * Bengali when asked for, English otherwise (the contract's fallback).
 */
export function requestedLocale(lang: string | null, acceptLanguage: string | null): Locale {
  const fromQuery = lang?.trim().toLowerCase();
  if (fromQuery) return primary(fromQuery) === 'bn' ? 'bn' : 'en';
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: primary(tag.trim().toLowerCase()), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (entry.tag === 'bn' || entry.tag === 'en'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag === 'bn' ? 'bn' : 'en';
}

function primary(tag: string): string {
  return tag.split('-')[0] ?? '';
}
