import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '@/proxy';

// Only the matcher is read; next-intl's modules are ES modules Jest does not load.
jest.mock('next-intl/middleware', () => ({ __esModule: true, default: () => () => null }));
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));

/**
 * The proxy sends every address it sees that no page serves to the home page (spec section 2),
 * so it must not see the site's own files: each folder of public/ and each file Next serves from
 * app/ must stay outside its first matcher. A new folder in public/ fails here until it is added.
 */
const pages = new RegExp(`^${config.matcher[0]}$`);

/** The address Next serves an app/ file at: robots.ts is /robots.txt; global-error.tsx is none. */
const METADATA_ROUTES: Record<string, string> = { robots: 'robots.txt', sitemap: 'sitemap.xml', manifest: 'manifest.webmanifest' };
function servedAt(file: string): string | null {
  const [base, ext] = [file.replace(/\.[^.]+$/, ''), file.slice(file.lastIndexOf('.') + 1)];
  // icon.tsx and the like are served at /icon: a new one fails here until the matcher leaves it out.
  if (ext === 'ts' || ext === 'tsx') return METADATA_ROUTES[base] ?? (/^(icon|apple-icon|opengraph-image|twitter-image)\d*$/.test(base) ? base : null);
  return /^(ico|svg|png|jpg|jpeg|gif|webp|txt|xml)$/.test(ext) ? file : null;
}

describe('the proxy matcher', () => {
  const root = process.cwd();

  it('leaves out every folder and file of public/', () => {
    const entries = readdirSync(join(root, 'public'), { withFileTypes: true });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const address = entry.isDirectory() ? `/${entry.name}/a.png` : `/${entry.name}`;
      expect([address, pages.test(address)]).toEqual([address, false]);
    }
  });

  it('leaves out every file that app/ serves at the root', () => {
    const served = readdirSync(join(root, 'app'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => servedAt(entry.name))
      .filter((address): address is string => address !== null);
    expect(served).toEqual(expect.arrayContaining(['favicon.ico', 'robots.txt', 'sitemap.xml', 'manifest.webmanifest']));
    for (const file of served) expect([file, pages.test(`/${file}`)]).toEqual([file, false]);
  });

  it('has no metadata file below app/ but the manifest it lets in by name (an image there would go home)', () => {
    // Next's file conventions for metadata: each serves an address of the same name in its folder.
    const metadata = /^(favicon|icon|apple-icon|opengraph-image|twitter-image|robots|sitemap|manifest)\b/;
    const nested = readdirSync(join(root, 'app'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.parentPath !== join(root, 'app'))
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length))
      // A file such as icon.tsx, or a route folder such as manifest.webmanifest/.
      .filter((path) => path.split('/').slice(3).some((part) => metadata.test(part)));
    expect(nested).toEqual(['/app/[locale]/manifest.webmanifest/route.ts']);
    expect(config.matcher).toContain('/:locale/manifest.webmanifest');
  });

  it('leaves out Next.js assets, the API routes and /.well-known/', () => {
    for (const address of ['/_next/static/chunks/a.js', '/_next/image', '/api/contact', '/__nextjs_original-stack-frames', '/.well-known/security.txt']) {
      expect([address, pages.test(address)]).toEqual([address, false]);
    }
  });

  it('sees every page address, and a file the site does not have', () => {
    for (const address of ['/', '/notice', '/bn/admission', '/department-details/1.5', '/index.html', '/notice.php', '/bn/index.html', '/images', '/imagesx/a.png', '/Robots.txt']) {
      expect([address, pages.test(address)]).toEqual([address, true]);
    }
  });
});
