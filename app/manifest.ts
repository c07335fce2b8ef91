import type { MetadataRoute } from 'next';
import { institute } from '@/lib/content/institute';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: institute.name.en,
    short_name: institute.shortName.en,
    description: institute.tagline.en,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    background_color: '#ffffff',
    theme_color: '#1a7a6f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
