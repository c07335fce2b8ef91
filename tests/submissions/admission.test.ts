/**
 * POST /api/admission through lib/submissions, on SQLite and on PostgreSQL: every kind of bad
 * input answers its status and stores nothing (rows and photo files are counted), a good
 * application is stored once with a reference, and retries, duplicates and floods are handled.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Database, Queryable } from '@/lib/db';
import { createPowChallenge } from '@/lib/human-check/pow';
import { installationSecret } from '@/lib/human-check/store';
import { powToken } from '@/lib/human-check/types';
import { dhakaDate } from '@/lib/site/clock';
import { createSubmissions } from '@/lib/submissions/pipeline';
import { createMemoryRateLimiter } from '@/lib/submissions/rate-limit';
import {
  admissionPayload,
  buildRequest,
  describePostgres,
  expectNothingStored,
  freshIp,
  harness,
  multipart,
  openDepartment,
  photo,
  settingsFor,
  solve,
  text,
  translate,
  uuid,
  type Harness,
} from './helpers';

jest.setTimeout(60_000);

function admissionSuite(kind: 'sqlite' | 'postgres') {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(kind);
  });
  afterAll(async () => {
    await h?.drop();
  });

  const storesNothing = (action: () => Promise<void>) => expectNothingStored(h, action);

  describe('a good application', () => {
    it('is stored from JSON and answered 201 with its id and reference', async () => {
      const before = await h.counts();
      const payload = await admissionPayload(h.db, await h.token());
      const { status, body, headers } = await h.post('admission', { json: payload });
      expect(status).toBe(201);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body.message).toBe('Application submitted successfully!');
      const id = body.id as number;
      expect(body.application_id).toBe(`ADM-${dhakaDate().slice(0, 4)}-${String(id).padStart(6, '0')}`);
      const row = await h.db.get('SELECT * FROM applications WHERE id = ?', [id]);
      expect(row).toMatchObject({
        reference: body.application_id,
        student_name: 'Nusrat Jahan',
        department: payload.department,
        department_id: payload.department_id,
        birth_date: '2008-03-14',
        guardian_name: 'Abdul Karim',
        ssc_board: 'Jessore',
        ssc_board_roll: payload.ssc_board_roll,
        ssc_reg_number: '1234567890',
        ssc_gpa: 4.5,
        ssc_batch_year: 2024,
        student_mobile_number: '01712345678',
        guardian_mobile_number: '01812345678',
        photo_path: null,
        locale: 'en',
      });
      const after = await h.counts();
      expect(after.applications).toBe(before.applications + 1);
      expect(after.used_human_checks).toBe(before.used_human_checks + 1);
      expect(after.photos).toBe(before.photos);
    });

    it('is stored with a real JPEG photo: re-encoded, metadata stripped, under a random name in the data directory', async () => {
      const jpeg = await photo('jpeg');
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const payload = await admissionPayload(h.db, await h.token(), { ssc_board: '', guardian_mobile_number: '', birth_date: '', ssc_Reg_number: '' });
      const { status, body } = await h.post('admission', { form: multipart(payload, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' }) });
      expect(status).toBe(201);
      const row = await h.db.get<{ photo_path: string; ssc_board: string | null; guardian_mobile_number: string | null; birth_date: string | null }>(
        'SELECT photo_path, ssc_board, guardian_mobile_number, birth_date FROM applications WHERE id = ?',
        [body.id as number],
      );
      expect(row).toMatchObject({ ssc_board: null, guardian_mobile_number: null, birth_date: null });
      expect(row!.photo_path).toMatch(/^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/);
      expect(row!.photo_path).not.toContain('me');
      const file = join(h.uploadsDir, row!.photo_path.slice('uploads/'.length));
      expect(existsSync(file)).toBe(true);
      const stored = await sharp(file).metadata();
      expect(stored.format).toBe('jpeg');
      expect(stored.exif).toBeUndefined();
      expect([stored.width, stored.height]).toEqual([300, 360]);
    });

    it('accepts a PNG photo and stores it as a JPEG no larger than 1200 px', async () => {
      const png = await photo('png', { width: 1600, height: 2000 });
      const payload = await admissionPayload(h.db, await h.token());
      const { status, body } = await h.post('admission', { form: multipart(payload, { bytes: png, name: 'photo.png', type: 'image/png' }) });
      expect(status).toBe(201);
      const row = await h.db.get<{ photo_path: string }>('SELECT photo_path FROM applications WHERE id = ?', [body.id as number]);
      const stored = await sharp(join(h.uploadsDir, row!.photo_path.slice('uploads/'.length))).metadata();
      expect(stored.format).toBe('jpeg');
      expect(Math.max(stored.width!, stored.height!)).toBe(1200);
    });

    it('takes the department by id and keeps its English name when the Bengali one was sent', async () => {
      const department = await openDepartment(h.db);
      const payload = await admissionPayload(h.db, await h.token(), { department: department.bn, department_id: String(department.id) });
      const { status, body } = await h.post('admission', { json: payload, lang: 'bn' });
      expect(status).toBe(201);
      expect(body.message).toBe(text('bn', 'submissions.admission.success'));
      expect(await h.db.get('SELECT department, locale FROM applications WHERE id = ?', [body.id as number])).toEqual({
        department: department.en,
        locale: 'bn',
      });
    });
  });

  describe('bad input: 400 with the field messages, nothing stored', () => {
    it('refuses missing fields, each with its own message', async () => {
      await storesNothing(async () => {
        const { status, body } = await h.post('admission', { json: { recaptcha_token: await h.token() } });
        expect(status).toBe(400);
        expect(body.message).toBe('Submission failed. Please try again.');
        expect(body.errors).toEqual({
          student_name: 'Student name is required',
          guardian_name: 'Guardian name is required',
          student_mobile_number: 'Mobile number is required',
          department_id: 'Please select a department',
          ssc_board_roll: 'SSC Roll is required',
          ssc_batch_year: 'SSC Batch is required',
          ssc_gpa: 'GPA is required',
        });
      });
    });

    it('reads numbers written in Bengali digits, as the browser form sends them, and stores them in ASCII', async () => {
      const payload = await admissionPayload(h.db, await h.token(), {
        student_mobile_number: '০১৭১২৩৪৫৬৭৮',
        ssc_board_roll: '৯৮৭৬৫৪',
        ssc_batch_year: '২০২৩',
        ssc_Reg_number: '১২৩৪৫৬৭৮৯০',
        ssc_gpa: '৪.৫০',
        birth_date: '২০০৮-০১-১৫',
      });
      const { status, body } = await h.post('admission', { json: payload, lang: 'bn' });
      expect([status, body.errors]).toEqual([201, undefined]);
      expect(
        await h.db.get('SELECT student_mobile_number, ssc_board_roll, ssc_batch_year, ssc_reg_number, ssc_gpa, birth_date FROM applications WHERE id = ?', [
          body.id as number,
        ]),
      ).toEqual({
        student_mobile_number: '01712345678',
        ssc_board_roll: '987654',
        ssc_batch_year: 2023,
        ssc_reg_number: '1234567890',
        ssc_gpa: 4.5,
        birth_date: '2008-01-15',
      });
    });

    it('refuses wrong types and values, in Bengali with ?lang=bn', async () => {
      await storesNothing(async () => {
        const payload = await admissionPayload(h.db, await h.token(), {
          student_name: 12345,
          guardian_name: ['a'],
          student_mobile_number: 1712345678,
          guardian_mobile_number: '01212345678',
          ssc_board: 'Mars',
          ssc_board_roll: '12345',
          ssc_batch_year: true,
          ssc_Reg_number: '1234567890123456',
          ssc_gpa: '5.01',
          birth_date: '2008-02-30',
        });
        const { status, body } = await h.post('admission', { json: payload, lang: 'bn' });
        expect(status).toBe(400);
        expect(body.message).toBe(text('bn', 'submissions.admission.failed'));
        expect(body.errors).toEqual({
          // A number or a list where text belongs: not "required", which the sender did fill in.
          student_name: text('bn', 'validation.invalidType'),
          guardian_name: text('bn', 'validation.invalidType'),
          birth_date: text('bn', 'validation.birthDateInvalid'),
          student_mobile_number: text('bn', 'validation.mobileLength'),
          guardian_mobile_number: text('bn', 'validation.mobilePattern'),
          ssc_board: text('bn', 'validation.sscBoardInvalid'),
          ssc_board_roll: text('bn', 'validation.rollLength'),
          ssc_batch_year: text('bn', 'validation.invalidType'),
          ssc_Reg_number: text('bn', 'validation.regMax'),
          ssc_gpa: text('bn', 'validation.gpaMax'),
        });
      });
    });

    it('refuses a body that is not a JSON object', async () => {
      await storesNothing(async () => {
        for (const raw of ['{"student_name": "Nusrat"', '[1, 2, 3]', '"text"', 'null', '', '\xff\xfe']) {
          const { status, body } = await h.post('admission', { raw, contentType: 'application/json' });
          expect([raw, status]).toEqual([raw, 400]);
          expect(body.message).toBe('Submission failed. Please try again.');
        }
      });
    });

    it('refuses a department that is unknown, closed for admission, or named differently', async () => {
      const department = await openDepartment(h.db);
      await storesNothing(async () => {
        const unknown = await h.post('admission', { json: await admissionPayload(h.db, await h.token(), { department_id: 999_999 }) });
        expect(unknown.status).toBe(400);
        expect(unknown.body.errors).toEqual({ department_id: text('en', 'validation.departmentClosed') });
        const renamed = await h.post('admission', { json: await admissionPayload(h.db, await h.token(), { department: 'Astrology', department_id: department.id }) });
        expect(renamed.status).toBe(400);
        expect(renamed.body.errors).toEqual({ department_id: 'Please select a department' });
      });
      await h.db.run('UPDATE departments SET admission_open = 0 WHERE id = ?', [department.id]);
      try {
        await storesNothing(async () => {
          const closed = await h.post('admission', { json: await admissionPayload(h.db, await h.token(), { department_id: department.id }) });
          expect(closed.status).toBe(400);
          expect(closed.body.errors).toEqual({ department_id: text('en', 'validation.departmentClosed') });
        });
      } finally {
        await h.db.run('UPDATE departments SET admission_open = 1 WHERE id = ?', [department.id]);
      }
    });

    it('refuses control characters in a name', async () => {
      await storesNothing(async () => {
        const { status, body } = await h.post('admission', { json: await admissionPayload(h.db, await h.token(), { student_name: 'Nusrat\u0000Jahan' }) });
        expect(status).toBe(400);
        expect(body.errors).toEqual({ student_name: text('en', 'validation.invalidCharacters') });
      });
    });
  });

  describe('the body and its type', () => {
    it('answers 415 for a content type other than JSON or multipart', async () => {
      await storesNothing(async () => {
        const payload = JSON.stringify(await admissionPayload(h.db, await h.token()));
        for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/jpeg']) {
          const { status, body } = await h.post('admission', { raw: payload, contentType });
          expect([contentType, status]).toEqual([contentType, 415]);
          expect(body.message).toBe(text('en', 'submissions.unreadable'));
        }
        const none = await h.post('admission', { raw: new Blob([payload]) });
        expect(none.status).toBe(415);
      });
    });

    it('answers 413 for JSON over 32 KB, whether Content-Length is honest, lying or missing', async () => {
      const big = JSON.stringify({ ...(await admissionPayload(h.db, await h.token())), student_name: 'x'.repeat(33 * 1024) });
      await storesNothing(async () => {
        expect((await h.post('admission', { raw: big, contentType: 'application/json' })).status).toBe(413);
        expect((await h.post('admission', { raw: big, contentType: 'application/json', headers: { 'Content-Length': '100' } })).status).toBe(413);
        const streamed = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
            controller.close();
          },
        });
        const request = new Request('http://localhost/api/admission', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
          body: streamed,
          duplex: 'half',
        } as RequestInit);
        const response = await h.submissions.submit('admission', request, 'bn');
        expect(response.status).toBe(413);
        expect((await response.json()).message).toBe(text('bn', 'submissions.tooLarge'));
      });
    });

    it('answers 413 for multipart over 700 KB, with the photo named as the field to change', async () => {
      await storesNothing(async () => {
        const payload = await admissionPayload(h.db, await h.token());
        const { status, body } = await h.post('admission', {
          form: multipart(payload, { bytes: new Uint8Array(720 * 1024).fill(0xff), name: 'big.jpg', type: 'image/jpeg' }),
          lang: 'bn',
        });
        expect(status).toBe(413);
        expect(body).toEqual({ message: text('bn', 'submissions.tooLargePhoto'), errors: { student_photo: text('bn', 'validation.photoTooLarge') } });
      });
    });

    it('answers 413 for multipart over 700 KB of text without a photo, saying the form is too long, not the photo (issue 46)', async () => {
      await storesNothing(async () => {
        const payload = await admissionPayload(h.db, await h.token());
        const form = multipart({ ...payload, student_name: 'x'.repeat(1024 * 1024) });
        for (const headers of [{}, { 'Content-Length': String(1024 * 1024 + 4096) }] as Record<string, string>[]) {
          const { status, body } = await h.post('admission', { form, headers, lang: 'bn' });
          expect([status, body]).toEqual([413, { message: text('bn', 'submissions.tooLarge') }]);
        }
        // A photo that makes it too large is still named, whether Content-Length says so first or not.
        const big = multipart(payload, { bytes: new Uint8Array(720 * 1024).fill(0xff), name: 'big.jpg', type: 'image/jpeg' });
        for (const headers of [{}, { 'Content-Length': String(740 * 1024) }] as Record<string, string>[]) {
          const { status, body } = await h.post('admission', { form: big, headers });
          expect([status, body.message]).toEqual([413, text('en', 'submissions.tooLargePhoto')]);
        }
      });
    });

    it('refuses text that is not UTF-8 in a multipart field as it refuses it in JSON: the same 400, nothing stored (issue 46)', async () => {
      const payload = await admissionPayload(h.db, await h.token());
      const encoder = new TextEncoder();
      // "Nu", two bytes that no UTF-8 text holds, "srat"; and a cut-off Bengali letter.
      for (const broken of [new Uint8Array([0x4e, 0x75, 0xff, 0xfe, 0x73, 0x72, 0x61, 0x74]), new Uint8Array([...encoder.encode('নুসরা'), 0xe0, 0xa6])]) {
        const json = encoder.encode(JSON.stringify({ ...payload, student_name: '\u0000' }));
        const at = json.indexOf(0x5c); // the \u0000 placeholder's backslash, six bytes long
        const jsonBytes = new Uint8Array([...json.subarray(0, at), ...broken, ...json.subarray(at + 6)]);
        const boundary = 'issue-46-boundary';
        const parts: Uint8Array[] = [];
        for (const [name, value] of Object.entries(payload)) {
          parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
          parts.push(name === 'student_name' ? broken : encoder.encode(String(value)));
          parts.push(encoder.encode('\r\n'));
        }
        parts.push(encoder.encode(`--${boundary}--\r\n`));
        const multipartBytes = new Uint8Array(parts.flatMap((part) => [...part]));
        await storesNothing(async () => {
          const asJson = await h.post('admission', { raw: jsonBytes, contentType: 'application/json', lang: 'bn' });
          const asMultipart = await h.post('admission', { raw: multipartBytes, contentType: `multipart/form-data; boundary=${boundary}`, lang: 'bn' });
          expect([asJson.status, asJson.body]).toEqual([400, { message: text('bn', 'submissions.admission.failed'), errors: {} }]);
          expect([asMultipart.status, asMultipart.body]).toEqual([asJson.status, asJson.body]);
        });
      }
      // The same parts in UTF-8 are taken, and a photo's bytes are its own.
      const good = await h.post('admission', { form: multipart(payload, { bytes: await photo(), name: 'ফটো.jpg', type: 'image/jpeg' }) });
      expect(good.status).toBe(201);
    });

    it('refuses multipart with a file where text belongs, or a field sent twice', async () => {
      await storesNothing(async () => {
        const payload = await admissionPayload(h.db, await h.token());
        const withFile = multipart(payload);
        withFile.set('student_name', new File(['x'], 'name.txt'));
        expect((await h.post('admission', { form: withFile })).status).toBe(400);
        const twice = multipart(payload);
        twice.append('ssc_board_roll', '654321');
        expect((await h.post('admission', { form: twice })).status).toBe(400);
      });
    });

    it('ignores an unknown multipart field named like an object property, as it ignores one in JSON', async () => {
      const form = multipart(await admissionPayload(h.db, await h.token()));
      for (const name of ['toString', 'constructor', 'hasOwnProperty']) form.append(name, 'x');
      const { status } = await h.post('admission', { form });
      expect(status).toBe(201);
    });
  });

  describe('the photo, judged by its content', () => {
    it('refuses a text file renamed to .jpg', async () => {
      await storesNothing(async () => {
        const payload = await admissionPayload(h.db, await h.token());
        const fake = new TextEncoder().encode('this is not a photo, only text\n'.repeat(20));
        const { status, body } = await h.post('admission', { form: multipart(payload, { bytes: fake, name: 'photo.jpg', type: 'image/jpeg' }) });
        expect(status).toBe(400);
        expect(body.errors).toEqual({ student_photo: 'The photo must be a JPEG or PNG image' });
      });
    });

    it('refuses a truncated JPEG', async () => {
      const jpeg = await photo('jpeg', { width: 400, height: 400 });
      await storesNothing(async () => {
        const payload = await admissionPayload(h.db, await h.token());
        const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
        const { status, body } = await h.post('admission', {
          form: multipart(payload, { bytes: truncated, name: 'photo.jpg', type: 'image/jpeg' }),
          lang: 'bn',
        });
        expect(status).toBe(400);
        expect(body.errors).toEqual({ student_photo: text('bn', 'validation.photoUnreadable') });
      });
    });

    it('refuses a truncated PNG', async () => {
      const png = await photo('png', { width: 400, height: 400 });
      await storesNothing(async () => {
        const payload = await admissionPayload(h.db, await h.token());
        const { status, body } = await h.post('admission', {
          form: multipart(payload, { bytes: png.subarray(0, Math.floor(png.length * 0.6)), name: 'photo.png', type: 'image/png' }),
        });
        expect([status, body.errors]).toEqual([400, { student_photo: text('en', 'validation.photoUnreadable') }]);
      });
    });

    it('takes a JPEG with a flaw that every viewer shows past (stray bytes before a marker), as the phone showed it', async () => {
      // libjpeg warns "Corrupt JPEG data: 3 extraneous bytes before marker 0xdb", and decodes it whole.
      const jpeg = await photo('jpeg', { width: 400, height: 400 });
      const at = jpeg.indexOf(Buffer.from([0xff, 0xdb]));
      const flawed = Buffer.concat([jpeg.subarray(0, at), Buffer.from([0x12, 0x34, 0x56]), jpeg.subarray(at)]);
      const { status } = await h.post('admission', {
        form: multipart(await admissionPayload(h.db, await h.token()), { bytes: flawed, name: 'photo.jpg', type: 'image/jpeg' }),
      });
      expect(status).toBe(201);
    });

    it('refuses a photo over 500 KB, and one too small to be a photo', async () => {
      await storesNothing(async () => {
        const payload = await admissionPayload(h.db, await h.token());
        const large = new Uint8Array(510 * 1024);
        large.set([0xff, 0xd8, 0xff, 0xe0]);
        const tooLarge = await h.post('admission', { form: multipart(payload, { bytes: large, name: 'big.jpg', type: 'image/jpeg' }) });
        expect(tooLarge.status).toBe(400);
        expect(tooLarge.body.errors).toEqual({ student_photo: 'The photo must be 500 KB or smaller' });
        const tiny = await photo('jpeg', { width: 40, height: 40 });
        const tooSmall = await h.post('admission', { form: multipart(payload, { bytes: tiny, name: 'tiny.jpg', type: 'image/jpeg' }) });
        expect(tooSmall.status).toBe(400);
        expect(tooSmall.body.errors).toEqual({ student_photo: text('en', 'validation.photoDimensions') });
      });
    });
  });

  describe('the human check', () => {
    it('refuses a missing, malformed, forged or unsolved token, naming recaptcha_token; the proof of work is not called reCAPTCHA', async () => {
      const info = await h.humanCheck.info();
      if (info.provider !== 'pow') throw new Error('pow expected');
      const solved = solve(info.challenge);
      const decoded = JSON.parse(Buffer.from(solved, 'base64').toString()) as { number: number; signature: string };
      const cases: [string, unknown, string][] = [
        ['missing', undefined, 'submissions.securityCheck.missing'],
        ['empty', '', 'submissions.securityCheck.missing'],
        ['not base64', 'not a token!', 'submissions.securityCheck.failed'],
        ['wrong type', 12345, 'submissions.securityCheck.missing'],
        ['forged signature', powToken({ ...info.challenge, signature: 'a'.repeat(64) }, decoded.number), 'submissions.securityCheck.failed'],
        ['wrong number', powToken(info.challenge, decoded.number + 1), 'submissions.securityCheck.failed'],
      ];
      await storesNothing(async () => {
        for (const [name, token, key] of cases) {
          for (const lang of ['en', 'bn'] as const) {
            const { status, body } = await h.post('admission', { json: await admissionPayload(h.db, token as string), lang });
            expect([name, status]).toEqual([name, 400]);
            expect([name, body.message]).toEqual([name, text(lang, key)]);
            // The browser form knows a failed check by the field the contract names (DESIGN.md section 3).
            expect(body.errors).toEqual({ recaptcha_token: body.message });
            expect(body.message).not.toMatch(/recaptcha/i);
          }
        }
      });
    });

    it('refuses an expired challenge', async () => {
      const challenge = await createPowChallenge({ secret: await installationSecret(h.db), maxNumber: 50, ttlMs: 1_000, now: Date.now() - 5_000 });
      await storesNothing(async () => {
        const { status, body } = await h.post('admission', { json: await admissionPayload(h.db, solve(challenge)) });
        expect(status).toBe(400);
        expect(body.message).toBe('The security check expired. Please try again.');
      });
    });

    it('refuses a token used once already, even for another application', async () => {
      const token = await h.token();
      const first = await h.post('admission', { json: await admissionPayload(h.db, token) });
      expect(first.status).toBe(201);
      await storesNothing(async () => {
        const replay = await h.post('admission', { json: await admissionPayload(h.db, token) });
        expect(replay.status).toBe(400);
        // Issue 46: it was told "This reCAPTCHA verification was already used", with no reCAPTCHA in sight.
        expect(replay.body.message).toBe('This security check was already used. Please try again.');
        expect(replay.body.errors).toEqual({ recaptcha_token: replay.body.message });
        const bengali = await h.post('admission', { json: await admissionPayload(h.db, token), lang: 'bn' });
        expect(bengali.body.message).toBe(text('bn', 'submissions.securityCheck.replayed'));
      });
    });
  });

  describe('retries, duplicates and floods', () => {
    it('answers a repeated Idempotency-Key with the same 201 body and stores one application', async () => {
      const key = uuid();
      const payload = await admissionPayload(h.db, await h.token());
      const first = await h.post('admission', { json: payload, headers: { 'Idempotency-Key': key } });
      expect(first.status).toBe(201);
      await storesNothing(async () => {
        // The retry may even carry a spent token: it is answered, not processed again.
        const again = await h.post('admission', { json: payload, headers: { 'Idempotency-Key': key.toUpperCase() }, lang: 'bn' });
        expect(again.status).toBe(201);
        expect(again.body).toEqual(first.body);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
      });
    });

    it('answers concurrent requests with one key once: one application, the same answer twice', async () => {
      const key = uuid();
      const payload = await admissionPayload(h.db, await h.token());
      const before = await h.counts();
      const answers = await Promise.all([0, 1, 2].map(() => h.post('admission', { json: payload, headers: { 'Idempotency-Key': key } })));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      expect(answers[2]!.body).toEqual(answers[0]!.body);
      expect((await h.counts()).applications).toBe(before.applications + 1);
    });

    it('lets a key refused for bad input be sent again with corrected values', async () => {
      const key = uuid();
      const token = await h.token();
      const bad = await h.post('admission', { json: await admissionPayload(h.db, token, { ssc_gpa: '0.99' }), headers: { 'Idempotency-Key': key } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ ssc_gpa: 'GPA must be at least 1.00' });
      const good = await h.post('admission', { json: await admissionPayload(h.db, token), headers: { 'Idempotency-Key': key } });
      expect(good.status).toBe(201);
    });

    it('takes over a key whose first request died, and tells a repeat that waited too long to try again', async () => {
      const abandoned = uuid();
      const old = new Date(Date.now() - 120_000).toISOString();
      await h.db.run(
        "INSERT INTO idempotency_keys (scope, idempotency_key, state, owner, created_at) VALUES ('admission', ?, 'pending', 'dead-process', ?)",
        [abandoned, old],
      );
      const taken = await h.post('admission', { json: await admissionPayload(h.db, await h.token()), headers: { 'Idempotency-Key': abandoned } });
      expect(taken.status).toBe(201);

      const running = uuid();
      await h.db.run(
        "INSERT INTO idempotency_keys (scope, idempotency_key, state, owner, created_at) VALUES ('admission', ?, 'pending', 'another-request', ?)",
        [running, new Date().toISOString()],
      );
      const impatient = createSubmissions({
        getDatabase: async () => h.db,
        translate,
        rateLimiter: createMemoryRateLimiter(),
        humanCheck: h.humanCheck,
        settings: settingsFor(h.uploadsDir),
        waitForKey: { timeoutMs: 200, intervalMs: 20 },
      });
      await storesNothing(async () => {
        const request = await buildRequest('admission', { json: await admissionPayload(h.db, await h.token()), headers: { 'Idempotency-Key': running }, lang: 'bn' });
        const response = await impatient.submit('admission', request, 'bn');
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ message: text('bn', 'submissions.inProgress') });
      });
      await h.db.run('DELETE FROM idempotency_keys WHERE idempotency_key = ?', [running]);
    });

    it('answers 422 in the visitor\'s language to a key already answered that comes with other answers, and stores nothing (issue 46)', async () => {
      const key = uuid();
      const payload = await admissionPayload(h.db, await h.token());
      const first = await h.post('admission', { json: payload, headers: { 'Idempotency-Key': key } });
      expect(first.status).toBe(201);
      await storesNothing(async () => {
        for (const lang of ['en', 'bn'] as const) {
          const changed = await h.post('admission', {
            json: { ...payload, student_name: 'Nusrat Jahan Mim', recaptcha_token: await h.token() },
            headers: { 'Idempotency-Key': key },
            lang,
          });
          expect([changed.status, changed.body]).toEqual([422, { message: text(lang, 'submissions.keyReused') }]);
          expect(changed.headers.get('idempotent-replayed')).toBeNull();
        }
        // The same answers with a new human check, or as multipart (numbers as text), are a retry.
        const again = await h.post('admission', { json: { ...payload, recaptcha_token: await h.token() }, headers: { 'Idempotency-Key': key } });
        expect([again.status, again.body]).toEqual([201, first.body]);
        const asMultipart = await h.post('admission', { form: multipart(payload), headers: { 'Idempotency-Key': key } });
        expect([asMultipart.status, asMultipart.body]).toEqual([201, first.body]);
        // A photo is one of the answers: one added under the same key is another body.
        const withPhoto = await h.post('admission', { form: multipart(payload, { bytes: await photo(), name: 'me.jpg', type: 'image/jpeg' }), headers: { 'Idempotency-Key': key } });
        expect(withPhoto.status).toBe(422);
      });
    });

    it('tells two photos apart by their bytes, whatever their names', async () => {
      const key = uuid();
      const payload = await admissionPayload(h.db, await h.token());
      const jpeg = await photo('jpeg');
      const first = await h.post('admission', { form: multipart(payload, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' }), headers: { 'Idempotency-Key': key } });
      expect(first.status).toBe(201);
      await storesNothing(async () => {
        const renamed = await h.post('admission', { form: multipart(payload, { bytes: jpeg, name: 'IMG_0001.JPG', type: 'image/jpeg' }), headers: { 'Idempotency-Key': key } });
        expect([renamed.status, renamed.body]).toEqual([201, first.body]);
        const other = await h.post('admission', { form: multipart(payload, { bytes: await photo('png'), name: 'me.jpg', type: 'image/jpeg' }), headers: { 'Idempotency-Key': key } });
        expect(other.status).toBe(422);
      });
    });

    it('answers 422 to a send with other answers that waited for the first send of its key', async () => {
      const key = uuid();
      const one = await admissionPayload(h.db, await h.token());
      const two = await admissionPayload(h.db, await h.token());
      const before = await h.counts();
      const answers = await Promise.all([one, two].map((json) => h.post('admission', { json, headers: { 'Idempotency-Key': key } })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      expect((await h.counts()).applications).toBe(before.applications + 1);
    });

    it('refuses an Idempotency-Key that is not a UUID', async () => {
      await storesNothing(async () => {
        const { status } = await h.post('admission', { json: await admissionPayload(h.db, await h.token()), headers: { 'Idempotency-Key': 'abc' } });
        expect(status).toBe(400);
      });
    });

    it('answers 409 naming the reference when the same SSC roll, board and batch applied before', async () => {
      const payload = await admissionPayload(h.db, await h.token());
      const first = await h.post('admission', { json: payload });
      expect(first.status).toBe(201);
      const token = await h.token();
      await storesNothing(async () => {
        const again = await h.post('admission', { json: { ...payload, student_name: 'Someone Else', recaptcha_token: token } });
        expect(again.status).toBe(409);
        expect(again.body.application_id).toBe(first.body.application_id);
        expect(again.body.message).toContain('already applied');
        expect(again.body.message).toContain(first.body.application_id as string);
        const bengali = await h.post('admission', { json: { ...payload, recaptcha_token: token }, lang: 'bn' });
        expect(bengali.status).toBe(409);
        expect(bengali.body.message).toBe(text('bn', 'submissions.admission.duplicate', { reference: first.body.application_id as string }));
      });
      // The refused attempt did not spend its human check.
      const other = await h.post('admission', { json: await admissionPayload(h.db, token) });
      expect(other.status).toBe(201);
    });

    it('lets only one of two concurrent applications for the same SSC result through', async () => {
      const payload = await admissionPayload(h.db, '');
      const [a, b] = await Promise.all([h.token(), h.token()]);
      const before = await h.counts();
      const answers = await Promise.all([
        h.post('admission', { json: { ...payload, recaptcha_token: a }, headers: { 'Idempotency-Key': uuid() } }),
        h.post('admission', { json: { ...payload, recaptcha_token: b }, headers: { 'Idempotency-Key': uuid() } }),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
      const after = await h.counts();
      expect(after.applications).toBe(before.applications + 1);
      expect(after.idempotency_keys).toBe(before.idempotency_keys + 1);
    });

    it('counts a missing board as a board: the same roll, batch and mobile number without one cannot apply twice', async () => {
      const payload = await admissionPayload(h.db, await h.token(), { ssc_board: '' });
      const first = await h.post('admission', { json: payload });
      expect(first.status).toBe(201);
      const again = await h.post('admission', { json: { ...payload, ssc_board: null, recaptcha_token: await h.token() } });
      expect([again.status, again.body.application_id]).toEqual([409, first.body.application_id]);
      // Another student of another board who left it out too: rolls are numbered per board.
      const otherStudent = await h.post('admission', {
        json: { ...payload, student_name: 'Another Student', student_mobile_number: '01822222223', recaptcha_token: await h.token() },
      });
      expect(otherStudent.status).toBe(201);
      expect(otherStudent.body.application_id).not.toBe(first.body.application_id);
      // Another student: the same roll and batch on a board, from another mobile number.
      const otherBoard = await h.post('admission', { json: { ...payload, ssc_board: 'Dhaka', student_mobile_number: '01819999999', recaptcha_token: await h.token() } });
      expect(otherBoard.status).toBe(201);
    });

    it('takes the board left out, then given from the same mobile number, for the same application', async () => {
      const payload = await admissionPayload(h.db, await h.token(), { ssc_board: '' });
      const first = await h.post('admission', { json: payload });
      expect(first.status).toBe(201);
      await storesNothing(async () => {
        const withBoard = await h.post('admission', { json: { ...payload, ssc_board: 'Jessore', recaptcha_token: await h.token() } });
        expect([withBoard.status, withBoard.body.application_id]).toEqual([409, first.body.application_id]);
      });
      // And the other way round: given first, left out on the second try.
      const given = await admissionPayload(h.db, await h.token(), { ssc_board: 'Sylhet' });
      const second = await h.post('admission', { json: given });
      expect(second.status).toBe(201);
      await storesNothing(async () => {
        const without = await h.post('admission', { json: { ...given, ssc_board: '', recaptcha_token: await h.token() } });
        expect([without.status, without.body.application_id]).toEqual([409, second.body.application_id]);
      });
      // Two boards named: two students may share a roll number.
      const otherBoard = await h.post('admission', { json: { ...given, ssc_board: 'Dhaka', recaptcha_token: await h.token() } });
      expect(otherBoard.status).toBe(201);
    });

    it('limits each client to 5 applications per 10 minutes: 429 with Retry-After, in Bengali with ?lang=bn', async () => {
      const ip = freshIp();
      const key = uuid();
      const first = await admissionPayload(h.db, await h.token());
      for (let i = 0; i < 5; i += 1) {
        const init = i === 0 ? { headers: { 'Idempotency-Key': key } } : {};
        const answer = await h.post('admission', { json: i === 0 ? first : await admissionPayload(h.db, await h.token()), ip, ...init });
        expect(answer.status).toBe(201);
      }
      await storesNothing(async () => {
        const limited = await h.post('admission', { json: await admissionPayload(h.db, await h.token()), ip, lang: 'bn' });
        expect(limited.status).toBe(429);
        const retryAfter = Number(limited.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(500);
        expect(retryAfter).toBeLessThanOrEqual(600);
        expect(limited.body.message).toBe('অনেকবার চেষ্টা করা হয়েছে। ১০ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।');
        const english = await h.post('admission', { json: await admissionPayload(h.db, await h.token()), ip });
        expect(english.body.message).toBe('Too many attempts. Please wait 10 minutes and try again.');
      });
      // A retry of an application already taken is still answered; another client is not limited.
      expect((await h.post('admission', { json: { ...first, recaptcha_token: 'spent' }, ip, headers: { 'Idempotency-Key': key } })).status).toBe(201);
      expect((await h.post('admission', { json: await admissionPayload(h.db, await h.token()), ip: freshIp() })).status).toBe(201);
    });
  });

  describe('failures', () => {
    it('answers 503 and leaves nothing half-written when the database fails mid-way', async () => {
      const submissions = createSubmissions({
        getDatabase: async () => withFailingReferenceUpdate(h.db),
        translate,
        rateLimiter: createMemoryRateLimiter(),
        humanCheck: h.humanCheck,
        settings: settingsFor(h.uploadsDir),
      });
      await storesNothing(async () => {
        const payload = await admissionPayload(h.db, await h.token());
        const request = await buildRequest('admission', {
          form: multipart(payload, { bytes: await photo(), name: 'p.jpg', type: 'image/jpeg' }),
          headers: { 'Idempotency-Key': uuid() },
          lang: 'bn',
        });
        const response = await submissions.submit('admission', request, 'bn');
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ message: text('bn', 'submissions.admission.failed') });
      });
    });

    it('answers 503 when the database cannot be reached at all', async () => {
      const submissions = createSubmissions({
        getDatabase: () => Promise.reject(new Error('connection refused')),
        translate,
        rateLimiter: createMemoryRateLimiter(),
        humanCheck: h.humanCheck,
        settings: settingsFor(h.uploadsDir),
      });
      const response = await submissions.submit('admission', await buildRequest('admission', { json: await admissionPayload(h.db, 'x') }), 'en');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'Submission failed. Please try again.' });
    });
  });
}

/** The database, except that giving an application its reference fails (inside the transaction). */
function withFailingReferenceUpdate(db: Database): Database {
  const wrap = (q: Queryable): Queryable => ({
    ...q,
    dialect: q.dialect,
    all: (sql, params) => q.all(sql, params),
    get: (sql, params) => q.get(sql, params),
    insert: (sql, params) => q.insert(sql, params),
    exec: (sql) => q.exec(sql),
    run: (sql, params) => (sql.startsWith('UPDATE applications SET reference') ? Promise.reject(new Error('disk full')) : q.run(sql, params)),
  });
  return { ...wrap(db), transaction: (work) => db.transaction((tx) => work(wrap(tx))), close: () => db.close() };
}

describe('admissions on SQLite', () => admissionSuite('sqlite'));
describePostgres('admissions on PostgreSQL', () => admissionSuite('postgres'));
