import { settingsProblems } from '@/lib/site/settings-check';

describe('settingsProblems', () => {
  it('finds nothing wrong with nothing set: every setting has a working default', () => {
    expect(settingsProblems({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('names each setting the site cannot use, once', () => {
    expect(
      settingsProblems({ NODE_ENV: 'test', INSTITUTE_API_URL: 'ftp://erp.example.edu', HUMAN_CHECK_TTL_SECONDS: '5' }),
    ).toEqual(['INSTITUTE_API_URL must use http or https', 'HUMAN_CHECK_TTL_SECONDS must be a number from 30 to 86400']);
    expect(settingsProblems({ NODE_ENV: 'test', RATE_LIMIT_FORMS: 'ten' })).toEqual(['RATE_LIMIT_FORMS must be a whole number of at least 1']);
    // The form settings are read by one function, which stops at its first problem: SITE_URL here.
    expect(settingsProblems({ NODE_ENV: 'test', SITE_URL: 'mist-khulna.edu.bd', RATE_LIMIT_FORMS: 'ten' })).toEqual([
      'SITE_URL must be an absolute URL, e.g. https://www.example.edu.bd',
    ]);
    // A forwarded post must end within its Idempotency-Key's lease (60 s).
    expect(
      settingsProblems({ NODE_ENV: 'test', INSTITUTE_API_URL: 'https://erp.example.edu', INSTITUTE_API_SUBMIT_TIMEOUT_MS: '90000' }),
    ).toEqual(['INSTITUTE_API_SUBMIT_TIMEOUT_MS must be a whole number from 1 to 45000']);
    expect(settingsProblems({ NODE_ENV: 'test', INSTITUTE_PRODUCT: 'erp/v2' })).toEqual(['INSTITUTE_PRODUCT may hold only letters, digits and dashes']);
    // Each of these parses as a URL (the first two of a scheme named after the host, with no host).
    for (const site of ['mist-khulna.edu.bd', 'localhost:3000', 'mist-khulna.edu.bd:443', 'ftp://mist-khulna.edu.bd']) {
      expect(settingsProblems({ NODE_ENV: 'test', SITE_URL: site })).toEqual(['SITE_URL must be an absolute URL, e.g. https://www.example.edu.bd']);
    }
  });
});
