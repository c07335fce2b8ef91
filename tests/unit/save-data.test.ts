import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighterImageUrl, saveDataImages, savesData } from '@/lib/http/save-data.mjs';
// @ts-expect-error next.config.mjs has no type declarations (it is plain JavaScript that Next loads).
import nextConfig from '@/next.config.mjs';

const images = { path: '/_next/image', widths: [640, 828, 1080, 1280, 1920, 64, 128, 256, 384] };

test('a lighter image: half the width asked for, at the nearest allowed width below, and quality 50 at most', () => {
  expect(lighterImageUrl('/_next/image?url=%2Fimages%2Fsite%2Flibrary.jpg&w=828&q=75', images)).toBe('/_next/image?url=%2Fimages%2Fsite%2Flibrary.jpg&w=384&q=50');
  expect(lighterImageUrl('/_next/image?url=%2Fa.jpg&w=1920&q=75', images)).toBe('/_next/image?url=%2Fa.jpg&w=828&q=50');
  expect(lighterImageUrl('/_next/image?url=%2Fa.jpg&w=64&q=40', images)).toBe('/_next/image?url=%2Fa.jpg&w=64&q=40');
  // Not an image the optimizer would make: left to it to refuse.
  expect(lighterImageUrl('/_next/image?url=%2Fa.jpg&w=500&q=75', images)).toBeNull();
  expect(lighterImageUrl('/images/a.jpg?w=828&q=75', images)).toBeNull();
});

test('50 is a quality the optimizer accepts', () => {
  const config = (nextConfig as (phase: string) => { images: { qualities: number[] } })('phase-production-server');
  expect(config.images.qualities).toContain(50);
});

describe('before Next: the request made lighter, every image answer varying on Save-Data', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'save-data-'));
    mkdirSync(join(folder, '.next'));
    writeFileSync(join(folder, '.next', 'required-server-files.json'), JSON.stringify({ config: { images: { path: '/_next/image', deviceSizes: [640, 828], imageSizes: [384] } } }));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const exchange = (url: string, headers: Record<string, string> = {}) => {
    const request = { url, headers } as unknown as IncomingMessage;
    const set = new Map<string, unknown>();
    const response = Object.assign(new EventEmitter(), { setHeader: (name: string, value: unknown) => set.set(name, value) }) as unknown as ServerResponse;
    saveDataImages(folder)(request, response);
    response.setHeader('Vary', 'Accept');
    return { url: request.url, vary: set.get('Vary') };
  };

  test('asking to save data', () => {
    expect(savesData({ headers: { 'save-data': 'on' } } as unknown as IncomingMessage)).toBe(true);
    expect(exchange('/_next/image?url=%2Fa.jpg&w=828&q=75', { 'save-data': 'on' })).toEqual({ url: '/_next/image?url=%2Fa.jpg&w=384&q=50', vary: 'Accept, Save-Data' });
  });

  test('not asking, and not an image', () => {
    expect(exchange('/_next/image?url=%2Fa.jpg&w=828&q=75')).toEqual({ url: '/_next/image?url=%2Fa.jpg&w=828&q=75', vary: 'Accept, Save-Data' });
    expect(exchange('/notice', { 'save-data': 'on' })).toEqual({ url: '/notice', vary: 'Accept' });
  });
});
