import { parseSiteUrl, siteUrl } from '@/lib/site/config';

describe('SITE_URL', () => {
  const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('is the base of every absolute link, without a trailing slash', () => {
    process.env.SITE_URL = ' https://www.Example.edu.bd/ ';
    expect(siteUrl()).toBe('https://www.example.edu.bd');
    process.env.SITE_URL = 'http://localhost:3210';
    expect(siteUrl()).toBe('http://localhost:3210');
  });

  it('falls back to this server on localhost when unset', () => {
    delete process.env.SITE_URL;
    process.env.PORT = '8080';
    expect(siteUrl()).toBe('http://localhost:8080');
    expect(parseSiteUrl({ NODE_ENV: 'test' })).toBeNull();
  });

  it('refuses an address without a scheme and host, which would make every canonical link wrong', () => {
    for (const site of ['mist-khulna.edu.bd', 'localhost:3000', 'ftp://mist-khulna.edu.bd']) {
      expect(() => parseSiteUrl({ NODE_ENV: 'test', SITE_URL: site })).toThrow('SITE_URL must be an absolute URL');
    }
  });
});
