import { parseSiteUrl, siteUrl } from '@/lib/site/config';
import { siteUrlOfBuild } from '@/lib/site/site-url-of-build.mjs';

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

  it('is the one the site was built with when the server starts without it, so later renders keep the prerendered origin', () => {
    expect(parseSiteUrl({ NODE_ENV: 'production' }, 'https://www.example.edu.bd')?.origin).toBe('https://www.example.edu.bd');
    // Set when the server starts, it is the operator's word (the form posts' origin check reads it too).
    expect(parseSiteUrl({ NODE_ENV: 'production', SITE_URL: 'https://new.example.edu.bd' }, 'https://www.example.edu.bd')?.origin).toBe(
      'https://new.example.edu.bd',
    );
    expect(parseSiteUrl({ NODE_ENV: 'production', SITE_URL: ' ' }, undefined)).toBeNull();
  });

  it('is written into the build when set while building, and only then', () => {
    expect(siteUrlOfBuild({ SITE_URL: ' https://www.example.edu.bd ' }, 'phase-production-build')).toEqual({
      env: { SITE_URL_OF_BUILD: 'https://www.example.edu.bd' },
    });
    expect(siteUrlOfBuild({}, 'phase-production-build')).toEqual({});
    expect(siteUrlOfBuild({ SITE_URL: 'https://www.example.edu.bd' }, 'phase-production-server')).toEqual({});
    expect(siteUrlOfBuild({ SITE_URL: 'https://www.example.edu.bd' }, 'phase-development-server')).toEqual({});
  });

  it('refuses an address without a scheme and host, which would make every canonical link wrong', () => {
    for (const site of ['mist-khulna.edu.bd', 'localhost:3000', 'ftp://mist-khulna.edu.bd']) {
      expect(() => parseSiteUrl({ NODE_ENV: 'test', SITE_URL: site })).toThrow('SITE_URL must be an absolute URL');
    }
  });
});
