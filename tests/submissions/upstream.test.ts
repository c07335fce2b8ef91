/**
 * With INSTITUTE_API_URL set, checked submissions are forwarded to the institute's own API
 * (a fake on 127.0.0.1 here): its successes are passed on in our words, its refusals mapped to
 * the spec's messages without its own wording, and its failures answered 502 with nothing spent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { createHumanCheck } from '@/lib/human-check';
import { admissionPayload, freshIp, harness, listen, multipart, photo, text, uuid, type Harness, type Served } from './helpers';

jest.setTimeout(60_000);

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

describe('forwarding to the upstream API', () => {
  let upstream: Served;
  let h: Harness;
  const received: Received[] = [];
  let reply: (r: Received) => { status: number; body?: unknown; delayMs?: number } = () => ({ status: 201, body: {} });

  beforeAll(async () => {
    upstream = await listen(async (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const r = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(r);
      const { status, body, delayMs = 0 } = reply(r);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    });
    h = await harness('sqlite', { settings: { upstream: { baseUrl: `${upstream.origin}/base`, product: 'erp', timeoutMs: 400 } } });
  });
  afterAll(async () => {
    await h?.drop();
    await upstream?.close();
  });

  const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  it('forwards an application as JSON with the language and the Idempotency-Key, and answers in our words', async () => {
    reply = () => ({ status: 201, body: { message: 'Saved by ERP v2', id: 42, application_id: 'ADM-2026-000042' } });
    const key = uuid();
    const payload = await admissionPayload(h.db, await h.token());
    const before = await h.counts();
    const { status, body } = await h.post('admission', { json: payload, headers: { 'Idempotency-Key': key }, lang: 'bn' });
    expect(status).toBe(201);
    expect(body).toEqual({ message: text('bn', 'submissions.admission.success'), id: 42, application_id: 'ADM-2026-000042' });
    const sent = received.at(-1)!;
    expect(sent.path).toBe('/base/erp_webside/admission_apply?lang=bn');
    expect(sent.headers['idempotency-key']).toBe(key);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body.toString())).toEqual({ ...payload, ssc_gpa: 4.5, ssc_batch_year: 2024, department_id: payload.department_id });
    const after = await h.counts();
    // Stored upstream, not here; the human check is spent and the answer kept for a retry.
    expect(after.applications).toBe(before.applications);
    expect(after.used_human_checks).toBe(before.used_human_checks + 1);
    const calls = received.length;
    const again = await h.post('admission', { json: payload, headers: { 'Idempotency-Key': key }, lang: 'bn' });
    expect(again.body).toEqual(body);
    expect(received.length).toBe(calls);
  });

  it('forwards the photo re-encoded, as multipart', async () => {
    reply = () => ({ status: 201, body: { id: 7 } });
    const payload = await admissionPayload(h.db, await h.token());
    const { status, body } = await h.post('admission', { form: multipart(payload, { bytes: await photo('png'), name: 'x.png', type: 'image/png' }) });
    expect(status).toBe(201);
    expect(body.application_id).toMatch(/^ADM-\d{4}-000007$/);
    const sent = received.at(-1)!;
    const form = await new Request('http://x/', { method: 'POST', headers: { 'Content-Type': sent.headers['content-type']! }, body: new Uint8Array(sent.body) }).formData();
    expect(form.get('student_name')).toBe('Nusrat Jahan');
    const file = form.get('student_photo') as File;
    expect(file.type).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('maps the upstream\'s 400 to our messages without passing its wording on, and gives the human check back', async () => {
    reply = () => ({ status: 400, body: { message: 'psycopg2.IntegrityError at /admission_apply', errors: { ssc_gpa: 'column "gpa" overflow', internal: 'x' } } });
    const payload = await admissionPayload(h.db, await h.token());
    const before = await h.counts();
    const { status, body } = await h.post('admission', { json: payload });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Submission failed. Please try again.', errors: { ssc_gpa: 'Please check this field' } });
    expect(JSON.stringify(body)).not.toMatch(/psycopg|overflow|internal/);
    expect(await h.counts()).toEqual(before);
    // The same token can be used once the input is corrected.
    reply = () => ({ status: 201, body: { id: 8 } });
    expect((await h.post('admission', { json: payload })).status).toBe(201);
  });

  it('does not ask to correct marked fields when the upstream refused none of ours', async () => {
    reply = () => ({ status: 400, body: { non_field_errors: ['Something is wrong'] } });
    const { status, body } = await h.post('contact', { json: { name: 'Rafiq Islam', email: 'rafiq@example.com', message: 'Hostel seats?' }, lang: 'bn' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: text('bn', 'submissions.contact.failed'), errors: {} });
  });

  it('answers a human-check refusal of the upstream with the message of a failed check, naming recaptcha_token', async () => {
    reply = () => ({ status: 400, body: { message: 'Invalid reCAPTCHA token' } });
    const { status, body } = await h.post('admission', { json: await admissionPayload(h.db, await h.token()), lang: 'bn' });
    expect(status).toBe(400);
    // The site's own check is the proof of work: its /api/* routes do not call it reCAPTCHA.
    expect(body).toEqual({ message: text('bn', 'submissions.securityCheck.failed'), errors: { recaptcha_token: text('bn', 'submissions.securityCheck.failed') } });
  });

  it('answers the upstream\'s 409 with the reference it names', async () => {
    reply = () => ({ status: 409, body: { message: 'exists', application_id: 'ADM-2025-000007' } });
    const { status, body } = await h.post('admission', { json: await admissionPayload(h.db, await h.token()) });
    expect(status).toBe(409);
    expect(body).toEqual({ message: text('en', 'submissions.admission.duplicate', { reference: 'ADM-2025-000007' }), application_id: 'ADM-2025-000007' });
  });

  it('answers 502 when the upstream fails, is slow or is down, and spends nothing', async () => {
    const spy = quiet();
    const key = uuid();
    for (const next of [() => ({ status: 500, body: 'Internal Server Error' }), () => ({ status: 201, body: {}, delayMs: 1_000 }), () => ({ status: 404 })]) {
      reply = next;
      const payload = await admissionPayload(h.db, await h.token());
      const before = await h.counts();
      const { status, body } = await h.post('admission', { json: payload, headers: { 'Idempotency-Key': key } });
      expect(status).toBe(502);
      expect(body).toEqual({ message: 'Submission failed. Please try again.' });
      expect(await h.counts()).toEqual(before);
    }
    const down = await harness('sqlite', { settings: { upstream: { baseUrl: 'http://127.0.0.1:9', product: 'erp', timeoutMs: 400 } } });
    try {
      const { status } = await down.post('contact', { json: { name: 'A B', email: 'a@example.com', message: 'Hello' } });
      expect(status).toBe(502);
    } finally {
      await down.drop();
    }
    spy.mockRestore();
    // The key was given back: the retry goes through.
    reply = () => ({ status: 201, body: { id: 9 } });
    expect((await h.post('admission', { json: await admissionPayload(h.db, await h.token()), headers: { 'Idempotency-Key': key } })).status).toBe(201);
  });

  it('forwards the other forms, in our words', async () => {
    reply = () => ({ status: 201, body: { message: 'ok', id: 3 } });
    const contact = await h.post('contact', { json: { name: 'Rafiq', email: 'r@example.com', message: 'Hello' } });
    expect(contact).toMatchObject({ status: 201, body: { message: 'Your message has been sent successfully!', id: 3 } });
    expect(received.at(-1)!.path).toBe('/base/erp_webside/get_in_touch?lang=en');
    expect(JSON.parse(received.at(-1)!.body.toString())).toEqual({ name: 'Rafiq', email: 'r@example.com', subject: '', message: 'Hello' });
    reply = () => ({ status: 200, body: {} });
    const newsletter = await h.post('newsletter', { json: { email: 'R@Example.com' } });
    expect(newsletter).toMatchObject({ status: 200, body: { message: 'You are already subscribed. Thank you!' } });
    reply = () => ({ status: 503 });
    const spy = quiet();
    const prospectus = await h.post('prospectus', { json: { name: 'S', address: 'Khulna', phone: '01711000000', email: 's@example.com' }, lang: 'bn' });
    spy.mockRestore();
    expect(prospectus).toMatchObject({ status: 502, body: { message: text('bn', 'submissions.prospectus.failed') } });
  });

  it('passes on only an id that is a number or a string, and takes an overlong answer by its status alone', async () => {
    reply = () => ({ status: 201, body: { message: 'ok', id: { internal: 'row 9', path: '/srv/erp' } } });
    const odd = await h.post('contact', { json: { name: 'Rafiq', email: 'r@example.com', message: 'Hello' } });
    expect(odd).toMatchObject({ status: 201, body: { id: null } });
    // Accepted is accepted: the status counts even when the body is too long to read.
    reply = () => ({ status: 201, body: { message: 'ok', id: 4, padding: 'x'.repeat(100_000) } });
    const long = await h.post('contact', { json: { name: 'Rafiq', email: 'r@example.com', message: 'Hello' } });
    expect(long).toMatchObject({ status: 201, body: { message: 'Your message has been sent successfully!', id: null } });
  });
});

describe('reCAPTCHA on the admission endpoint', () => {
  let google: Served;
  let verdict: Record<string, unknown> | null = null;
  let h: Harness;
  beforeAll(async () => {
    google = await listen((req, res) => {
      req.resume();
      req.on('end', () => {
        if (!verdict) return void res.writeHead(500).end();
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(verdict));
      });
    });
    h = await harness('sqlite');
    const humanCheck = createHumanCheck({
      getDatabase: async () => h.db,
      settings: { provider: 'recaptcha', siteKey: 'site', secretKey: 'secret', minScore: 0.5, timeoutMs: 1_000 },
      recaptchaVerifyUrl: `${google.origin}/siteverify`,
    });
    const { createSubmissions } = await import('@/lib/submissions/pipeline');
    const { createMemoryRateLimiter } = await import('@/lib/submissions/rate-limit');
    const { settingsFor, translate } = await import('./helpers');
    h.submissions = createSubmissions({ getDatabase: async () => h.db, translate, rateLimiter: createMemoryRateLimiter(), humanCheck, settings: settingsFor(h.uploadsDir) });
  });
  afterAll(async () => {
    await h?.drop();
    await google?.close();
  });

  const token = 'g'.repeat(60);

  it('stores an application whose token Google scores well', async () => {
    verdict = { success: true, score: 0.7, action: 'admission', hostname: 'localhost' };
    expect((await h.post('admission', { json: await admissionPayload(h.db, token) })).status).toBe(201);
  });

  it('refuses a low score with a 400 that mentions reCAPTCHA, and stores nothing', async () => {
    verdict = { success: true, score: 0.1, action: 'admission', hostname: 'localhost' };
    const before = await h.counts();
    const { status, body } = await h.post('admission', { json: await admissionPayload(h.db, token), lang: 'bn' });
    expect(status).toBe(400);
    expect(body.message).toBe(text('bn', 'submissions.humanCheck.failed'));
    expect(await h.counts()).toEqual(before);
  });

  it('answers 503 when Google cannot be asked', async () => {
    verdict = null;
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, body } = await h.post('admission', { json: await admissionPayload(h.db, token), ip: freshIp() });
    spy.mockRestore();
    expect(status).toBe(503);
    expect(body.message).toBe(text('en', 'submissions.humanCheck.unavailable'));
  });
});
