/**
 * POST /api/contact, /api/prospectus and /api/newsletter through lib/submissions, on SQLite and
 * PostgreSQL: stored once when good, refused with their status and nothing stored when not.
 */
import { describePostgres, expectNothingStored, freshIp, harness, text, uuid, type Harness } from './helpers';

jest.setTimeout(60_000);

const CONTACT = { name: 'Rafiq Islam', email: 'rafiq@example.com', subject: 'Hostel seats', message: 'Are there hostel seats for first-year students?\nThank you.' };
const PROSPECTUS = { name: 'Salma Begum', address: 'House 12, Road 3\nSonadanga, Khulna', phone: '+880 1711-000000', email: 'salma@example.com', notes: '' };

function formsSuite(kind: 'sqlite' | 'postgres') {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(kind);
  });
  afterAll(async () => {
    await h?.drop();
  });

  const storesNothing = (action: () => Promise<void>) => expectNothingStored(h, action);

  describe('contact', () => {
    it('stores a message and answers 201 with the spec\'s text', async () => {
      const { status, body } = await h.post('contact', { json: CONTACT });
      expect(status).toBe(201);
      expect(body).toEqual({ message: 'Your message has been sent successfully!', id: expect.any(Number) });
      expect(await h.db.get('SELECT name, email, subject, message, locale FROM contact_messages WHERE id = ?', [body.id as number])).toEqual({
        ...CONTACT,
        locale: 'en',
      });
      const bengali = await h.post('contact', { json: { ...CONTACT, subject: undefined }, lang: 'bn' });
      expect(bengali.status).toBe(201);
      expect(bengali.body.message).toBe(text('bn', 'submissions.contact.success'));
    });

    it('says a body it cannot read could not be read, not that fields are marked', async () => {
      await storesNothing(async () => {
        for (const raw of ['{"name":', '[1, 2]', 'null', '']) {
          const { status, body } = await h.post('contact', { raw, contentType: 'application/json', lang: 'bn' });
          expect([raw, status, body]).toEqual([raw, 400, { message: text('bn', 'submissions.unreadable'), errors: {} }]);
        }
      });
    });

    it('refuses missing and wrong fields with their messages, in both languages', async () => {
      await storesNothing(async () => {
        const en = await h.post('contact', { json: { name: ' ', email: 'not-an-address', message: 42, subject: 'x'.repeat(151) } });
        expect(en.status).toBe(400);
        expect(en.body).toEqual({
          message: 'Please correct the marked fields and try again.',
          errors: {
            name: 'Please enter your name',
            email: 'Please enter a valid e-mail address',
            subject: 'This is too long: please keep it to 150 characters',
            // 42: a number is not "missing", and is not text either.
            message: 'Please check this field',
          },
        });
        const long = await h.post('contact', { json: { ...CONTACT, message: 'x'.repeat(5001) }, lang: 'bn' });
        expect(long.status).toBe(400);
        expect(long.body.errors).toEqual({ message: 'লেখাটি অনেক বড় হয়ে গেছে: সর্বোচ্চ ৫,০০০ অক্ষর লিখুন' });
        const bn = await h.post('contact', { json: {}, lang: 'bn' });
        expect(bn.status).toBe(400);
        expect(bn.body.errors).toEqual({
          name: text('bn', 'validation.nameRequired'),
          email: text('bn', 'validation.emailRequired'),
          message: text('bn', 'validation.messageRequired'),
        });
      });
    });

    it('answers 415 for multipart or text, and 413 over 32 KB', async () => {
      await storesNothing(async () => {
        const form = new FormData();
        for (const [k, v] of Object.entries(CONTACT)) form.set(k, v);
        expect((await h.post('contact', { form })).status).toBe(415);
        expect((await h.post('contact', { raw: JSON.stringify(CONTACT), contentType: 'text/plain' })).status).toBe(415);
        const big = await h.post('contact', { json: { ...CONTACT, message: 'x'.repeat(40 * 1024) } });
        expect(big.status).toBe(413);
        expect(big.body.message).toBe(text('en', 'submissions.tooLarge'));
      });
    });

    it('stores a retried message once', async () => {
      const key = uuid();
      const first = await h.post('contact', { json: CONTACT, headers: { 'Idempotency-Key': key } });
      await storesNothing(async () => {
        const again = await h.post('contact', { json: CONTACT, headers: { 'Idempotency-Key': key } });
        expect(again.status).toBe(201);
        expect(again.body).toEqual(first.body);
      });
    });

    it('answers 422 to a key already answered that comes with another message, in the visitor\'s language (issue 46)', async () => {
      const key = uuid();
      const sent = { ...CONTACT, subject: '' };
      const first = await h.post('contact', { json: sent, headers: { 'Idempotency-Key': key } });
      expect(first.status).toBe(201);
      await storesNothing(async () => {
        for (const lang of ['en', 'bn'] as const) {
          const other = await h.post('contact', { json: { ...sent, message: 'And is there a bus from Sonadanga?' }, headers: { 'Idempotency-Key': key }, lang });
          expect([other.status, other.body]).toEqual([422, { message: text(lang, 'submissions.keyReused') }]);
        }
        // In another order, and with the empty subject left out, it is the same message.
        const { name, email, message } = sent;
        const again = await h.post('contact', { json: { message, email, name }, headers: { 'Idempotency-Key': key } });
        expect([again.status, again.body]).toEqual([201, first.body]);
      });
    });

    it('answers a retry whose key\'s answer was already pruned with the same success, and keeps one message', async () => {
      const key = uuid();
      const first = await h.post('contact', { json: CONTACT, headers: { 'Idempotency-Key': key } });
      await h.db.run('DELETE FROM idempotency_keys WHERE idempotency_key = ?', [key]);
      const before = await h.counts();
      const again = await h.post('contact', { json: CONTACT, headers: { 'Idempotency-Key': key } });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      // One message still; only the key's answer is kept again.
      expect(await h.counts()).toEqual({ ...before, idempotency_keys: before.idempotency_keys + 1 });
    });
  });

  describe('prospectus', () => {
    it('stores a request and answers 201 with the spec\'s text', async () => {
      const { status, body } = await h.post('prospectus', { json: PROSPECTUS });
      expect(status).toBe(201);
      expect(body.message).toBe('Your request has been submitted!');
      expect(await h.db.get('SELECT name, address, phone, email, notes FROM prospectus_requests WHERE id = ?', [body.id as number])).toEqual(PROSPECTUS);
    });

    it('refuses a request without an address or with a bad phone number', async () => {
      await storesNothing(async () => {
        const { status, body } = await h.post('prospectus', { json: { ...PROSPECTUS, address: '', phone: 'call me' }, lang: 'bn' });
        expect(status).toBe(400);
        expect(body).toEqual({
          message: text('bn', 'submissions.invalid'),
          errors: { address: text('bn', 'validation.addressRequired'), phone: text('bn', 'validation.phoneInvalid') },
        });
      });
    });
  });

  describe('newsletter', () => {
    it('subscribes an address once; subscribing again is a friendly 200', async () => {
      const first = await h.post('newsletter', { json: { email: 'Reader@Example.com' } });
      expect(first.status).toBe(201);
      expect(first.body.message).toBe('Thank you for subscribing! Our news will come to your e-mail.');
      await storesNothing(async () => {
        const again = await h.post('newsletter', { json: { email: ' reader@example.com ' }, lang: 'bn' });
        expect(again.status).toBe(200);
        expect(again.body.message).toBe(text('bn', 'submissions.newsletter.already'));
      });
      expect(await h.db.get("SELECT email FROM newsletter_subscriptions WHERE email = 'reader@example.com'")).toEqual({ email: 'reader@example.com' });
    });

    it('refuses an address that is not one', async () => {
      await storesNothing(async () => {
        const { status, body } = await h.post('newsletter', { json: { email: 'reader@' } });
        expect(status).toBe(400);
        expect(body.errors).toEqual({ email: 'Please enter a valid e-mail address' });
      });
    });
  });

  it('limits the three forms together to 10 posts per client per 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const kind = (['contact', 'prospectus', 'newsletter'] as const)[i % 3]!;
      const json = kind === 'contact' ? CONTACT : kind === 'prospectus' ? PROSPECTUS : { email: `limit${i}-${ip}@example.com` };
      expect((await h.post(kind, { json, ip })).status).toBeLessThan(300);
    }
    await storesNothing(async () => {
      const limited = await h.post('contact', { json: CONTACT, ip, lang: 'bn' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.message).toBe(text('bn', 'submissions.tooMany').replace('{minutes, plural, other {# মিনিট}}', '১০ মিনিট'));
    });
    // Admissions have their own limit.
    expect((await h.post('admission', { json: {}, ip })).status).toBe(400);
  });
}

describe('the other forms on SQLite', () => formsSuite('sqlite'));
describePostgres('the other forms on PostgreSQL', () => formsSuite('postgres'));
