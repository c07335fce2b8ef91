// next-intl ships ES modules only, which Jest's CommonJS runtime cannot load (see structured-data.test.ts).
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));
jest.mock('next-intl/server', () => ({ getTranslations: async () => () => '' }));

import { pageMetadataFrom } from '@/lib/seo/page-metadata';

const imageOf = (title: string) => {
  const images = pageMetadataFrom('en', { key: 'department-3', path: '/department-details/3', title, description: '' }).openGraph?.images;
  return (Array.isArray(images) ? images[0] : images) as { url: string };
};

describe('the social preview image of a page', () => {
  it('is the page key’s image, with an address that changes when the title does', () => {
    const before = imageOf('Civil Technology').url;
    expect(before).toMatch(/^\/api\/og\/en\/department-3\?v=[0-9a-f]{8}$/);
    expect(imageOf('Civil Technology').url).toBe(before);
    // A department renamed upstream: browsers and social sites that cached the old image fetch the new one.
    expect(imageOf('Civil Engineering Technology').url).not.toBe(before);
  });
});
