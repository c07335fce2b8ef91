/**
 * Issue 46: the admission photo bounded by what a passport photo needs, decoded one at a time, and
 * written so that a crash leaves no file behind, on SQLite and PostgreSQL.
 * - A photo too large in pixels or too deep is refused with 400 on the photo, in the visitor's
 *   language, from its header: before the human check and before any decode.
 * - A full decode queue answers 503 with Retry-After in the visitor's language, and spends nothing.
 * - The uploads folder's sweep finishes the photo of a committed application and removes the rest.
 * (The attack itself, 8 at once against the production server, is scripts/photo-attack.mjs; the
 * kill -9 drill with photos is tests/hardening/failure-drills.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createDecodeQueue, type DecodeQueue } from '@/lib/submissions/decode-queue';
import { promotePhoto, storePhoto, sweepUploads, tempPhotoName } from '@/lib/submissions/photo-files';
import { PHOTO_MAX_PIXELS } from '@/lib/validations/photo-bounds';
import { admissionPayload, describePostgres, expectNothingStored, harness, multipart, photo, text, uuid, type Harness } from './helpers';

jest.setTimeout(60_000);

/** A PNG of one colour: a few hundred kilobytes at most, however many pixels. */
async function png(width: number, height: number, bits: 8 | 16 = 8, channels: 3 | 4 = 4): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels, background: { r: 200, g: 180, b: 160, alpha: 1 } } });
  return (bits === 16 ? image.toColourspace('rgb16') : image).png({ compressionLevel: 9 }).toBuffer();
}

/** The default queue, counting the decodes it lets run. */
function countingQueue(inner: DecodeQueue = createDecodeQueue()): DecodeQueue & { runs: number } {
  const queue = {
    runs: 0,
    run<T>(task: () => Promise<T>) {
      return inner.run(() => {
        queue.runs += 1;
        return task();
      });
    },
  };
  return queue;
}

const pngPart = (bytes: Uint8Array) => ({ bytes, name: 'photo.png', type: 'image/png' });

function photoLimitsSuite(kind: 'sqlite' | 'postgres') {
  let h: Harness;
  let decodes: ReturnType<typeof countingQueue>;
  /** The photo: 6000 x 6000 at 16 bits per channel, RGBA (288 MB decoded), under 500 KB. */
  let attack: Buffer;
  beforeAll(async () => {
    decodes = countingQueue();
    h = await harness(kind, { deps: { photoDecodes: decodes }, settings: { limits: { admission: 1e6, forms: 1e6, windowMs: 600_000 } } });
    attack = await png(6000, 6000, 16);
  });
  afterAll(async () => {
    await h?.drop();
  });

  it('refuses the 6000 x 6000 PNG of 16 bits per channel with 400 on the photo, in both languages, before the human check and any decode', async () => {
    expect(attack.length).toBeLessThan(500 * 1024);
    await expectNothingStored(h, async () => {
      for (const lang of ['en', 'bn'] as const) {
        // No solved human check at all: the photo is judged with the other fields, first.
        const payload = await admissionPayload(h.db, 'not-a-token');
        const { status, body } = await h.post('admission', { form: multipart(payload, pngPart(attack)), lang });
        expect(status).toBe(400);
        expect(body).toEqual({ message: text(lang, 'submissions.admission.failed'), errors: { student_photo: text(lang, 'validation.photoDimensions') } });
      }
    });
    expect(decodes.runs).toBe(0);
  });

  it('refuses a photo over 16 megapixels with sides within 5,000 px, and one of 16 bits per channel however small', async () => {
    const runs = decodes.runs;
    await expectNothingStored(h, async () => {
      const payload = await admissionPayload(h.db, await h.token());
      const wide = await h.post('admission', { form: multipart(payload, pngPart(await png(4_097, 4_096))) });
      expect([wide.status, wide.body.errors]).toEqual([400, { student_photo: text('en', 'validation.photoDimensions') }]);
      const deep = await h.post('admission', { form: multipart(payload, pngPart(await png(300, 360, 16, 3))), lang: 'bn' });
      expect([deep.status, deep.body.errors]).toEqual([400, { student_photo: text('bn', 'validation.photoDepth') }]);
    });
    expect(decodes.runs).toBe(runs);
  });

  it('takes the largest photo within the bounds, decoded once', async () => {
    expect(4_096 * 4_096).toBe(PHOTO_MAX_PIXELS);
    const runs = decodes.runs;
    const payload = await admissionPayload(h.db, await h.token());
    const { status, body } = await h.post('admission', { form: multipart(payload, pngPart(await png(4_096, 4_096))) });
    expect(status).toBe(201);
    expect(decodes.runs).toBe(runs + 1);
    const row = await h.db.get<{ photo_path: string }>('SELECT photo_path FROM applications WHERE id = ?', [body.id as number]);
    const stored = await sharp(join(h.uploadsDir, row!.photo_path.slice('uploads/'.length))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 1200, 1200]);
    // Only the final name is left: no temporary file.
    expect(readdirSync(h.uploadsDir).filter((name) => !name.endsWith('.jpg'))).toEqual([]);
  });
}

describe('photo bounds on SQLite', () => photoLimitsSuite('sqlite'));
describePostgres('photo bounds on PostgreSQL', () => photoLimitsSuite('postgres'));

describe('a full decode queue', () => {
  let h: Harness;
  let queue: DecodeQueue;
  beforeAll(async () => {
    // One decode at a time and none waiting: the test holds the one slot.
    queue = createDecodeQueue({ concurrency: 1, maxWaiting: 0 });
    h = await harness('sqlite', { deps: { photoDecodes: queue } });
  });
  afterAll(async () => {
    await h?.drop();
  });

  it('answers 503 with Retry-After and the message in the visitor’s language, spends nothing, and takes the same post once free', async () => {
    let release!: () => void;
    const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const key = uuid();
    const payload = await admissionPayload(h.db, await h.token());
    const jpeg = await photo('jpeg');
    const send = (lang: 'en' | 'bn') =>
      h.post('admission', { form: multipart(payload, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' }), headers: { 'Idempotency-Key': key }, lang });
    try {
      await expectNothingStored(h, async () => {
        for (const lang of ['en', 'bn'] as const) {
          const { status, headers, body } = await send(lang);
          expect(status).toBe(503);
          expect(headers.get('retry-after')).toBe('5');
          expect(headers.get('content-language')).toBe(lang);
          expect(body).toEqual({ message: text(lang, 'submissions.photoBusy') });
        }
      });
    } finally {
      release();
      await held;
    }
    // Neither the human check nor the key was spent: the very same post goes through.
    const again = await send('en');
    expect(again.status).toBe(201);
  });

  it('lets a few wait their turn, for a while, and turns the rest away at once', async () => {
    const q = createDecodeQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 200 });
    const order: number[] = [];
    let release!: () => void;
    const first = q.run(() => new Promise<number>((resolve) => (release = () => resolve(1))));
    const second = q.run(async () => (order.push(2), 2));
    const third = q.run(async () => (order.push(3), 3));
    expect(await q.run(async () => 4)).toEqual({ ok: false });
    release();
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3].map((value) => ({ ok: true, value })));
    expect(order).toEqual([2, 3]);

    // A wait runs out; a task that fails frees its slot.
    const stuck = q.run(() => new Promise(() => undefined));
    const started = Date.now();
    expect(await q.run(async () => 'late')).toEqual({ ok: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    void stuck;
    const other = createDecodeQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(other.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await other.run(async () => 'next')).toEqual({ ok: true, value: 'next' });
  });
});

function sweepSuite(kind: 'sqlite' | 'postgres') {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(kind);
  });
  afterAll(async () => {
    await h?.drop();
  });

  it('finishes the photo of a committed application, removes the unfinished ones of dead or old writers, and keeps the rest', async () => {
    // An application stored with its photo; then its file put back under a temporary name of a
    // writer that died between the commit and the rename.
    const payload = await admissionPayload(h.db, await h.token());
    const posted = await h.post('admission', { form: multipart(payload, { bytes: await photo('jpeg'), name: 'me.jpg', type: 'image/jpeg' }) });
    expect(posted.status).toBe(201);
    const row = await h.db.get<{ photo_path: string }>('SELECT photo_path FROM applications WHERE id = ?', [posted.body.id as number]);
    const committed = row!.photo_path.slice('uploads/'.length);
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    renameSync(join(h.uploadsDir, committed), join(h.uploadsDir, tempPhotoName(committed, dead)));

    const name = () => `${uuid()}.jpg`;
    const files = {
      deadWriter: tempPhotoName(name(), dead),
      thisProcess: tempPhotoName(name()),
      otherHostYoung: tempPhotoName(name(), 1234, 'other-host'),
      otherHostOld: tempPhotoName(name(), 1234, 'other-host'),
      zeroBytes: tempPhotoName(name(), dead),
      // A final-named file no application names: left alone (it may be another database's photo).
      unreferenced: name(),
    };
    for (const [label, file] of Object.entries(files)) writeFileSync(join(h.uploadsDir, file), label === 'zeroBytes' ? '' : 'jpeg bytes');
    const twoMinutesAgo = (Date.now() - 120_000) / 1000;
    utimesSync(join(h.uploadsDir, files.otherHostOld), twoMinutesAgo, twoMinutesAgo);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await sweepUploads(h.uploadsDir, async () => h.db)).toEqual({ promoted: 1, removed: 3, kept: 2 });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(readdirSync(h.uploadsDir).sort()).toEqual([committed, files.thisProcess, files.otherHostYoung, files.unreferenced].sort());
    // Nothing left to do: a second sweep changes nothing.
    expect(await sweepUploads(h.uploadsDir, async () => h.db)).toEqual({ promoted: 0, removed: 0, kept: 2 });
  });

  it('writes the photo again under its final name when a sweep took its temporary file', async () => {
    const jpeg = await photo('jpeg');
    const stored = await storePhoto(h.uploadsDir, jpeg);
    expect(existsSync(stored.tempPath)).toBe(true);
    expect(existsSync(stored.absolutePath)).toBe(false);
    unlinkSync(stored.tempPath);
    await promotePhoto(stored, h.uploadsDir);
    expect(existsSync(stored.absolutePath)).toBe(true);
  });
}

describe('the uploads sweep on SQLite', () => sweepSuite('sqlite'));
describePostgres('the uploads sweep on PostgreSQL', () => sweepSuite('postgres'));
