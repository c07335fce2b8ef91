import { defaultLocale, isLocale, locales } from '@/lib/i18n/routing';
import { webManifest } from '@/lib/seo/web-manifest';

// Prerendered once per other language; the default language's manifest is app/manifest.ts at the root.
export function generateStaticParams() {
  return locales.filter((locale) => locale !== defaultLocale).map((locale) => ({ locale }));
}

/** GET /{locale}/manifest.webmanifest: the web app manifest in that language. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/manifest.webmanifest'>) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === defaultLocale) return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify(webManifest(locale)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      // As Next serves app/manifest.ts: a rebuild that renames the institute reaches phones at once.
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
