// next-intl ships ES modules only, which Jest's CommonJS runtime cannot load (see structured-data.test.ts).
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn(async () => () => '') }));

import { getTranslations } from 'next-intl/server';
import { pageMetadata, pageMetadataFrom } from '@/lib/seo/page-metadata';
import en from '@/messages/en.json';
import bn from '@/messages/bn.json';

const imageOf = (title: string) => {
  const images = pageMetadataFrom('en', { key: 'department-3', path: '/department-details/3', title, description: '' }).openGraph?.images;
  return (Array.isArray(images) ? images[0] : images) as { url: string };
};

describe('the description of a page', () => {
  it('is cut after a whole word to what a search result shows (a department’s comes from the source)', () => {
    const long = 'The department trains technicians in surveying, structures, water supply and roads. '.repeat(4);
    const { description, openGraph } = pageMetadataFrom('en', { key: 'department-1', path: '/department-details/1', title: 'Civil', description: long });
    expect([...(description as string)].length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^The department trains technicians .*\w\.\.\.$/);
    expect(openGraph?.description).toBe(description);
  });
});

describe('the social preview image of a page', () => {
  it('is the page key’s image, with an address that changes when the title does', () => {
    const before = imageOf('Civil Technology').url;
    expect(before).toMatch(/^\/api\/og\/en\/department-3\?v=[0-9a-f]{8}$/);
    expect(imageOf('Civil Technology').url).toBe(before);
    // A department renamed upstream: browsers and social sites that cached the old image fetch the new one.
    expect(imageOf('Civil Engineering Technology').url).not.toBe(before);
  });
});

describe('a later page of a list', () => {
  // The message files' texts, with {placeholders} filled in: what next-intl's t() gives.
  beforeAll(() => {
    jest.mocked(getTranslations).mockImplementation((async ({ locale, namespace }: { locale: 'en' | 'bn'; namespace: string }) => {
      const messages = namespace.split('.').reduce<Record<string, unknown>>((tree, key) => tree[key] as Record<string, unknown>, { en, bn }[locale]);
      return (key: string, values: Record<string, string> = {}) => (messages[key] as string).replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
    }) as unknown as typeof getTranslations);
  });

  it('is an address of its own, titled with its number in the page’s language', async () => {
    const english = await pageMetadata('en', 'notice', '/notice', 2);
    expect(english.title).toBe('Notice Board, page 2');
    expect(english.alternates).toEqual({
      canonical: '/notice?page=2',
      languages: { en: '/notice?page=2', bn: '/bn/notice?page=2', 'x-default': '/notice?page=2' },
    });
    const bengali = await pageMetadata('bn', 'notice', '/notice', 3);
    expect([bengali.title, bengali.alternates?.canonical, bengali.openGraph?.url]).toEqual(['নোটিশ বোর্ড, পৃষ্ঠা ৩', '/bn/notice?page=3', '/bn/notice?page=3']);
  });

  it('names the other language’s locale for Facebook', async () => {
    const bengali = await pageMetadata('bn', 'notice', '/notice', 2);
    expect(bengali.openGraph).toMatchObject({ locale: 'bn_BD', alternateLocale: ['en_US'] });
  });

  it('is the list itself on its first page', async () => {
    const first = await pageMetadata('en', 'notice', '/notice', 1);
    expect([first.title, first.alternates?.canonical]).toEqual(['Notice Board', '/notice']);
  });
});
