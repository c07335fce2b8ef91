import { readFileSync } from 'node:fs';
import { DOCUMENTED_CONFIG, nginxConfigForTest, siteConfigForTest } from '@/scripts/nginx-test-config.mjs';
import { NONCE_PAGE_ADDRESSES } from '@/lib/security/headers.mjs';

const documented = readFileSync(DOCUMENTED_CONFIG, 'utf8');
const where = { port: 4321, sitePort: 4322, dir: '/tmp/drill' };
/** The configuration without its comments: what nginx reads. */
const directives = (text: string) => text.replace(/#.*$/gm, '');

describe('the documented nginx front (docs/deploy/nginx.conf)', () => {
  const front = directives(documented);

  it('never caches the API, and caches pages by language choice, encoding and navigation', () => {
    expect(front).toMatch(/location \/api\/ \{[^}]*proxy_cache off;/);
    const key = front.match(/proxy_cache_key "([^"]+)"/)?.[1] ?? '';
    for (const part of ['$request_uri', '$khulna_language', '$khulna_encoding', '$khulna_navigation', '$khulna_image_format', '$khulna_save_data']) expect(key).toContain(part);
    expect(front).toMatch(/map \$cookie_language \$khulna_language \{[^}]*bn bn;/);
  });

  it('sends the form pages (a nonce each) past the cache, lock included, and only those', () => {
    const pattern = front.match(/location ~ (\S+) \{[^}]*proxy_cache off;/)?.[1] ?? '';
    const formPage = new RegExp(pattern);
    for (const address of NONCE_PAGE_ADDRESSES) expect(address).toMatch(formPage);
    for (const address of ['/', '/bn', '/notice', '/admission/tuition-fees', '/bn/admission/requirements', '/contact/maps', '/api/admission']) expect(address).not.toMatch(formPage);
  });

  it('keeps what the site says it may keep, and no answer that sets a cookie', () => {
    // Set-Cookie and Cache-Control are honoured unless ignored; only Vary is (it is in the key).
    for (const ignored of front.match(/proxy_ignore_headers [^;]+;/g) ?? []) expect(ignored).toBe('proxy_ignore_headers Vary;');
    expect(front).not.toMatch(/proxy_cache_methods/);
    expect(front).not.toMatch(/proxy_cache_valid/);
    expect(front).toMatch(/"~\*no-store\|no-cache\|private" "";/);
  });

  it('serves stale copies while refreshing and while the site is down', () => {
    expect(front).toMatch(/proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;/);
    expect(front).toMatch(/proxy_cache_background_update on;/);
  });

  it('tells a form post that reached no site so, in English or Bengali', () => {
    const messages = [...front.matchAll(/'(\{"message":"[^']+)'/g)].map((m) => JSON.parse(m[1] ?? '{}'));
    expect(messages).toHaveLength(2);
    expect(messages[0].message).toMatch(/briefly unavailable/);
    expect(messages[1].message).toMatch(/[\u0980-\u09ff]/);
    expect(front).toMatch(/"~\^bn\\\|\|\^\\\|bn"/);
  });
});

describe('the crowd drill\'s variant of it', () => {
  const test = siteConfigForTest(documented, where);

  it('drops brotli and TLS, listens on the drill\'s port and puts its files in the drill\'s folder', () => {
    expect(directives(test)).not.toMatch(/brotli|ssl|listen 80|\bbr\b/);
    expect(test).toContain('listen 127.0.0.1:4321;');
    expect(test).toContain('server 127.0.0.1:4322;');
    expect(test).toContain('unix:/tmp/drill/compressor.sock');
    expect(test).toContain('proxy_cache_path /tmp/drill/cache ');
    expect(directives(test)).not.toMatch(/\/run\/|\/var\/cache/);
  });

  it('keeps everything else as documented, in order', () => {
    const lines = (text: string) => directives(text).split('\n').map((line) => line.trim()).filter((line) => line && !/listen|server 127\.0\.0\.1|unix:|proxy_cache_path/.test(line));
    const kept = lines(test);
    const original = lines(documented);
    // Each kept line is the documented one, in the documented order; what is left out is only
    // brotli, TLS and the port-80 redirect.
    let at = 0;
    for (const line of kept) {
      while (at < original.length && original[at] !== line) at += 1;
      expect(original[at]).toBe(line);
      at += 1;
    }
    const dropped = original.filter((line) => !kept.includes(line));
    for (const line of dropped) expect(line).toMatch(/brotli|ssl_|return 301|\bbr\b/);
  });

  it('fails loudly when the documented file no longer has what it changes', () => {
    expect(() => siteConfigForTest(documented.replace('listen 443 ssl http2;', 'listen 443 ssl;'), where)).toThrow(/has changed/);
  });

  it('is a whole configuration for a non-daemon nginx with its own pid and temporary folders', () => {
    const whole = nginxConfigForTest({ ...where, documented });
    expect(whole).toMatch(/^daemon off;$/m);
    expect(whole).toContain('pid /tmp/drill/nginx.pid;');
    expect(whole).toContain('proxy_temp_path /tmp/drill/proxy;');
  });
});

describe('the files server of `npm run load` with LOAD_FRONT=1', () => {
  it('is a server of its own beside the documented ones, not a change to them', () => {
    const whole = nginxConfigForTest({ ...where, files: { port: 4323, root: '/srv/public' }, documented });
    expect(whole).toContain('server {\n  listen 127.0.0.1:4323;\n  root /srv/public;\n}');
    expect(whole).toContain(siteConfigForTest(documented, where));
  });
});
