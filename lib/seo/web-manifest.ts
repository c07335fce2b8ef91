import type { MetadataRoute } from 'next';
import { institute } from '@/lib/content/institute';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { THEME_COLOR } from '@/lib/site/theme';

/**
 * Where a page links its web app manifest: the default language's at the conventional root
 * (app/manifest.ts), the other's under its prefix (app/[locale]/manifest.webmanifest).
 */
export function manifestPath(locale: Locale): string {
  return locale === defaultLocale ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`;
}

/**
 * The web app manifest in one language: a phone that adds the site to its home screen shows this
 * name under the icon and opens `start_url`, so a Bengali visitor gets the Bengali name and the
 * Bengali home page. The scope is the whole site, so the language switch stays inside the app.
 */
export function webManifest(locale: Locale): MetadataRoute.Manifest {
  const home = localizedPath('/', locale);
  return {
    id: home,
    name: institute.name[locale],
    short_name: institute.shortName[locale],
    description: institute.tagline[locale],
    lang: locale,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
