/**
 * The embedded institute API's POST endpoints (/{product}_webside/admission_apply, get_in_touch,
 * request_prospectus, newsletter_subscribe) over real HTTP: the same pipeline, validation, human
 * check and limits as the site's /api routes, in the language of ?lang= or Accept-Language.
 */
import { createInstituteApiHandler } from '@/lib/institute/embedded/handler';
import { admissionPayload, describePostgres, harness, multipart, photo, serve, text, type Harness, type Served } from './helpers';

jest.setTimeout(60_000);

function embeddedSuite(kind: 'sqlite' | 'postgres') {
  let h: Harness;
  let server: Served;
  beforeAll(async () => {
    h = await harness(kind);
    server = await serve(
      createInstituteApiHandler({
        getDatabase: async () => h.db,
        product: 'erp',
        submit: (form, request, locale) => h.submissions.submit(form, request, locale, 'institute'),
        preflight: (request, locale, allow) => h.submissions.preflight(request, locale, allow),
      }),
    );
  });
  afterAll(async () => {
    await server?.close();
    await h?.drop();
  });

  const post = async (path: string, body: BodyInit, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.origin}${path}`, { method: 'POST', body, headers: { 'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250)}`, ...headers } });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  };

  it('takes an application at /erp_webside/admission_apply, in Bengali when Accept-Language asks for it', async () => {
    const payload = await admissionPayload(h.db, await h.token());
    const { status, body } = await post('/erp_webside/admission_apply', JSON.stringify(payload), {
      'Content-Type': 'application/json',
      'Accept-Language': 'bn-BD, bn;q=0.9, en;q=0.5',
    });
    expect(status).toBe(201);
    expect(body.message).toBe(text('bn', 'submissions.admission.success'));
    expect(body.application_id).toMatch(/^ADM-\d{4}-\d{6}$/);
  });

  it('takes multipart with a photo over the wire', async () => {
    const payload = await admissionPayload(h.db, await h.token());
    const { status } = await post('/api/webside/admission_apply?lang=en', multipart(payload, { bytes: await photo(), name: 'p.jpg', type: 'image/jpeg' }));
    expect(status).toBe(201);
  });

  it('refuses bad input the same way as the site\'s route', async () => {
    const before = await h.counts();
    const { status, body } = await post('/erp_webside/admission_apply?lang=bn', JSON.stringify({ student_name: 'ab' }), { 'Content-Type': 'application/json' });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({ student_name: text('bn', 'validation.studentNameMin') });
    expect((await post('/erp_webside/get_in_touch', 'name=x', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect(await h.counts()).toEqual(before);
  });

  it('answers the other forms', async () => {
    const json = { 'Content-Type': 'application/json' };
    expect((await post('/erp_webside/get_in_touch', JSON.stringify({ name: 'Rafiq', email: 'r@example.com', message: 'Hi' }), json)).status).toBe(201);
    expect(
      (await post('/erp_webside/request_prospectus', JSON.stringify({ name: 'S', address: 'Khulna', phone: '01711000000', email: 's@example.com' }), json)).status,
    ).toBe(201);
    expect((await post('/erp_webside/newsletter_subscribe', JSON.stringify({ email: 'embedded@example.com' }), json)).status).toBe(201);
    expect((await post('/erp_webside/newsletter_subscribe', JSON.stringify({ email: 'embedded@example.com' }), json)).status).toBe(200);
  });

  it('answers 405 for other methods, and keeps GET-only endpoints GET-only', async () => {
    const get = await fetch(`${server.origin}/erp_webside/admission_apply`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const postToGet = await post('/erp_webside/public_notice', '{}', { 'Content-Type': 'application/json' });
    expect(postToGet.status).toBe(405);
    expect(postToGet.headers.get('allow')).toBe('GET, OPTIONS');
  });

  it("refuses another site's preflight as the site's /api routes do, in the visitor's language; answers its own (issue 46)", async () => {
    const preflight = (path: string, headers: Record<string, string>) =>
      fetch(`${server.origin}${path}`, { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type', ...headers } });
    for (const [path, lang] of [['/erp_webside/admission_apply?lang=bn', 'bn'], ['/erp_webside/get_in_touch', 'en'], ['/api/webside/public_notice?lang=en', 'en']] as const) {
      const foreign = await preflight(path, { Origin: 'https://evil.example' });
      expect([path, foreign.status]).toEqual([path, 403]);
      expect(await foreign.json()).toEqual({ message: text(lang, 'submissions.foreignOrigin') });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      expect(foreign.headers.get('access-control-allow-methods')).toBeNull();
    }
    const own = await preflight('/erp_webside/admission_apply', { Origin: server.origin });
    expect([own.status, own.headers.get('allow'), own.headers.get('access-control-allow-origin')]).toEqual([204, 'POST, OPTIONS', null]);
    const read = await preflight('/erp_webside/public_notice', {});
    expect([read.status, read.headers.get('allow')]).toEqual([204, 'GET, OPTIONS']);
    expect((await preflight('/erp_webside/no_such_thing', { Origin: 'https://evil.example' })).status).toBe(404);
  });

  it('keeps the contract\'s word for a failed human check: its message says reCAPTCHA, whichever check the site uses', async () => {
    const token = await h.token();
    const json = { 'Content-Type': 'application/json' };
    expect((await post('/erp_webside/admission_apply', JSON.stringify(await admissionPayload(h.db, token)), json)).status).toBe(201);
    for (const lang of ['en', 'bn'] as const) {
      const { status, body } = await post(`/erp_webside/admission_apply?lang=${lang}`, JSON.stringify(await admissionPayload(h.db, token)), json);
      expect(status).toBe(400);
      // DESIGN.md section 3: "A failed human check is a 400 whose message contains recaptcha".
      expect(body).toEqual({ message: text(lang, 'submissions.humanCheck.replayed'), errors: { recaptcha_token: text(lang, 'submissions.humanCheck.replayed') } });
      expect(body.message).toMatch(/recaptcha/i);
    }
  });
}

describe('the embedded POST endpoints on SQLite', () => embeddedSuite('sqlite'));
describePostgres('the embedded POST endpoints on PostgreSQL', () => embeddedSuite('postgres'));

it('answers 405 for the form endpoints of a handler built without the forms', async () => {
  const handler = createInstituteApiHandler({ getDatabase: () => Promise.reject(new Error('unused')), product: 'erp' });
  const response = await handler(new Request('http://localhost/erp_webside/get_in_touch', { method: 'POST', body: '{}' }));
  expect(response.status).toBe(405);
});
