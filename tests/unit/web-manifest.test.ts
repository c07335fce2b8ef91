// next-intl ships ES modules only, which Jest's CommonJS runtime cannot load; the routing
// definition is plain data, so an identity stands in for it here.
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));

import { manifestPath, webManifest } from '@/lib/seo/web-manifest';
import { institute } from '@/lib/content/institute';

describe('the web app manifest', () => {
  it('names the app and opens it in the language it was added from', () => {
    expect(webManifest('en')).toMatchObject({ lang: 'en', name: institute.name.en, short_name: institute.shortName.en, start_url: '/' });
    expect(webManifest('bn')).toMatchObject({ lang: 'bn', name: institute.name.bn, short_name: institute.shortName.bn, start_url: '/bn' });
  });

  it('is two apps, one per language, each covering the whole site', () => {
    expect(webManifest('en').id).not.toBe(webManifest('bn').id);
    expect(webManifest('en').scope).toBe('/');
    expect(webManifest('bn').scope).toBe('/');
  });

  it('lives at the root for English and under the prefix for Bengali', () => {
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(manifestPath('bn')).toBe('/bn/manifest.webmanifest');
  });
});
