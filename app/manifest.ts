import type { MetadataRoute } from 'next';
import { defaultLocale } from '@/lib/i18n/routing';
import { webManifest } from '@/lib/seo/web-manifest';

/** /manifest.webmanifest: the default language's; the others are at /{locale}/manifest.webmanifest. */
export default function manifest(): MetadataRoute.Manifest {
  return webManifest(defaultLocale);
}
