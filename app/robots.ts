import type { MetadataRoute } from 'next';
import { apiProductPrefix, siteUrl } from '@/lib/site/config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        // The social preview images live under /api/og/; crawlers that honour robots.txt before
        // fetching a shared link's image (X's, LinkedIn's) would show none if they were hidden.
        allow: ['/', '/api/og/'],
        // The form and search APIs, and the embedded institute API's JSON (not pages).
        disallow: ['/api/', `${apiProductPrefix()}/`],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
