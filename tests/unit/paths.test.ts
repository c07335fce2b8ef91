// next-intl ships ES modules only; routing.ts needs nothing of it but the config it passes through.
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));

import { localizeHref, localizedPath, splitLocale, switchLanguagePath } from '@/lib/i18n/paths';

describe('language paths', () => {
  it('puts Bengali pages under /bn and leaves English at the spec paths', () => {
    expect(localizedPath('/notice', 'en')).toBe('/notice');
    expect(localizedPath('/notice', 'bn')).toBe('/bn/notice');
    expect(localizedPath('/', 'bn')).toBe('/bn');
    expect(localizeHref('/notice?page=2#top', 'bn')).toBe('/bn/notice?page=2#top');
    expect(localizeHref({ pathname: '/notice', query: { q: 'ফি', page: undefined } }, 'bn')).toBe('/bn/notice?q=%E0%A6%AB%E0%A6%BF');
    expect(localizeHref('https://example.org/x', 'bn')).toBe('https://example.org/x');
  });

  it('splits a path into its language and the page', () => {
    expect(splitLocale('/bn/admission/requirements')).toEqual({ locale: 'bn', path: '/admission/requirements', prefixed: true });
    expect(splitLocale('/bn')).toEqual({ locale: 'bn', path: '/', prefixed: true });
    expect(splitLocale('/en/notice')).toEqual({ locale: 'en', path: '/notice', prefixed: true });
    expect(splitLocale('/notice')).toEqual({ locale: 'en', path: '/notice', prefixed: false });
    // A word that merely starts like a language is a page, not a prefix.
    expect(splitLocale('/bnx')).toEqual({ locale: 'en', path: '/bnx', prefixed: false });
  });

  it('gives the language toggle a link that carries the choice, which the proxy stores', () => {
    expect(switchLanguagePath('/notice', 'en')).toBe('/notice?language=en');
    expect(switchLanguagePath('/', 'en')).toBe('/?language=en');
    expect(switchLanguagePath('/notice', 'bn')).toBe('/bn/notice?language=bn');
    expect(switchLanguagePath('/', 'bn')).toBe('/bn?language=bn');
  });
});
