import { isPageAddress, localeOfAddress, markSavedCopy, offlinePageFor, savedAtOf } from '@/lib/offline/saved-copy';

jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));

const url = (path: string) => new URL(path, 'https://example.test');

describe('saved copies of pages (the service worker, decision 0016)', () => {
  it('marks a copy with the time it was saved, in its head, where the page reads it', () => {
    const html = markSavedCopy('<html><head><title>x</title></head><body>b</body></html>', 1_765_000_000_000.7);
    expect(html).toBe('<html><head><title>x</title><meta name="offline-copy-saved-at" content="1765000000000"></head><body>b</body></html>');
    const meta = html.match(/content="(\d+)"/)?.[1];
    const doc = { querySelector: () => ({ getAttribute: () => meta ?? null }) } as unknown as Document;
    expect(savedAtOf(doc)).toBe(1_765_000_000_000);
    expect(savedAtOf({ querySelector: () => null } as unknown as Document)).toBeNull();
  });

  it('keeps only the site’s pages, not the language links that set a cookie, files, the API or the offline page', () => {
    for (const path of ['/', '/bn', '/notice', '/bn/notice?page=2', '/career/jobs-board/3', '/admission']) expect([path, isPageAddress(url(path))]).toEqual([path, true]);
    for (const path of ['/notice?language=bn', '/api/human-check', '/files/a.pdf', '/offline', '/bn/offline', '/erp_webside/public_notice', '/nope']) {
      expect([path, isPageAddress(url(path))]).toEqual([path, false]);
    }
  });

  it('answers the offline page in the language of the address', () => {
    expect(offlinePageFor('/notice')).toBe('/offline');
    expect(offlinePageFor('/bn')).toBe('/bn/offline');
    expect(offlinePageFor('/bn/about')).toBe('/bn/offline');
    expect(localeOfAddress('https://example.test/bn/notice')).toBe('bn');
    expect(localeOfAddress('https://example.test/notice')).toBe('en');
  });
});
