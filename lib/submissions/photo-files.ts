import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Queryable } from '@/lib/db';

/**
 * The admission photo's file under DATA_DIR/uploads, written so that a crash leaves no photo that
 * no application names (issue 46; decision 0004, 2026-12-06).
 *
 * A photo is written, and synced to disk, under a temporary name inside the application's
 * transaction: `{random UUID}.jpg.part-{host}-{pid}`. Only once the transaction has committed is it
 * renamed to `{random UUID}.jpg`, the name the application row holds, before the answer is sent.
 * A refusal or a failure removes the temporary file. A process killed in between leaves one
 * temporary file, never a final one, and the next process sweeps it when its form endpoints start,
 * before it stores a photo of its own (sweepUploads, from admission-submission.ts):
 * - one whose final name a committed application holds (the kill came after the commit, before the
 *   rename) is renamed into place: the application keeps its photo;
 * - any other is removed once its writer is known to be dead (this host, a process id no longer
 *   running) or it is over a minute old (another instance sharing the folder may be writing it; no
 *   transaction lasts that long).
 * A final-named file that no application names is left alone: the new writing never makes one, and
 * a folder of photos kept beside another database (a move from SQLite to PostgreSQL, a restored
 * backup, a row removed by hand) would otherwise be deleted.
 */

export interface StoredPhoto {
  /** Relative to the data directory, as kept in the database: uploads/{random}.jpg */
  path: string;
  /** The final name, once the application is committed. */
  absolutePath: string;
  /** Where the photo is until then. */
  tempPath: string;
  /** The photo itself, written again under the final name if the temporary file has gone. */
  jpeg: Buffer;
}

/** This host, in temporary files' names: the sweep knows a dead writer's files by it and the process id. */
const THIS_HOST = hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';
const TEMP_NAME = /^([0-9a-f-]{36}\.jpg)\.part-(.+)-(\d+)$/;

/** The temporary name of the photo file `finalName` ({UUID}.jpg) while process `pid` of `host` writes it. */
export const tempPhotoName = (finalName: string, pid = process.pid, host = THIS_HOST) => `${finalName}.part-${host}-${pid}`;
/** Older than this, a temporary file belongs to no running transaction, whoever wrote it. */
export const STALE_TEMP_MS = 60_000;

/** Makes a directory entry (a new file, a rename) survive a power cut; a no-op where a directory cannot be opened. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory: the rename is still atomic, only less durable.
  } finally {
    await handle.close();
  }
}

/** Writes the photo under a temporary name beside its final one (122 random bits), synced to disk. */
export async function storePhoto(uploadsDir: string, jpeg: Buffer): Promise<StoredPhoto> {
  await mkdir(uploadsDir, { recursive: true, mode: 0o750 });
  const name = `${randomUUID()}.jpg`;
  const tempPath = join(uploadsDir, tempPhotoName(name));
  const file = await open(tempPath, 'wx', 0o640);
  try {
    await file.writeFile(jpeg);
    await file.datasync();
  } catch (error) {
    await file.close();
    await unlink(tempPath).catch(() => undefined);
    throw error;
  }
  await file.close();
  await syncDirectory(uploadsDir);
  return { path: `uploads/${name}`, absolutePath: join(uploadsDir, name), tempPath, jpeg };
}

/**
 * Gives the photo of a committed application its final name. Never throws: the application is
 * stored, and a photo left under its temporary name is renamed by the next sweep.
 */
export async function promotePhoto(photo: StoredPhoto | null, uploadsDir: string): Promise<void> {
  if (!photo) return;
  try {
    await rename(photo.tempPath, photo.absolutePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      console.error('[submissions] a stored photo could not be given its name:', (error as Error).message);
      return;
    }
    // A sweep took the temporary file (renamed it into place, or removed it as another's): the
    // photo is in memory still, so it is written again, unless it is in place already.
    await writeFile(photo.absolutePath, photo.jpeg, { flag: 'wx', mode: 0o640 }).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST') console.error('[submissions] a stored photo could not be written:', again.message);
    });
  }
  await syncDirectory(uploadsDir);
}

/** Removes the temporary file of an application that was refused or failed. */
export async function removePhoto(photo: StoredPhoto | null): Promise<void> {
  if (!photo) return;
  await unlink(photo.tempPath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') console.error('[submissions] could not remove an unused photo:', error.message);
  });
}

/** True when process `pid` runs on this host (EPERM: it does, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface SweepResult {
  /** Temporary files of committed applications, renamed into place. */
  promoted: number;
  /** Temporary files of applications never committed, removed. */
  removed: number;
  /** Temporary files that a running writer may still be committing: looked at again later. */
  kept: number;
}

/**
 * Finishes or removes the temporary photo files that dead processes left in `uploadsDir`. The
 * database is asked for only when there is such a file.
 */
export async function sweepUploads(uploadsDir: string, database: () => Promise<Queryable>, now = Date.now()): Promise<SweepResult> {
  const result: SweepResult = { promoted: 0, removed: 0, kept: 0 };
  let names: string[];
  try {
    names = await readdir(uploadsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  let db: Queryable | null = null;
  for (const name of names) {
    const match = TEMP_NAME.exec(name);
    if (!match) continue;
    db ??= await database();
    const [, finalName, host, pid] = match as unknown as [string, string, string, string];
    const tempPath = join(uploadsDir, name);
    const committed = await db.get('SELECT 1 AS found FROM applications WHERE photo_path = ?', [`uploads/${finalName}`]);
    if (committed) {
      await rename(tempPath, join(uploadsDir, finalName)).then(
        () => (result.promoted += 1),
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        },
      );
      continue;
    }
    const writerDead = host === THIS_HOST && Number(pid) !== process.pid && !running(Number(pid));
    const age = await stat(tempPath).then(
      (s) => now - s.mtimeMs,
      () => null,
    );
    if (age === null) continue;
    if (writerDead || age > STALE_TEMP_MS) {
      await unlink(tempPath).then(
        () => (result.removed += 1),
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        },
      );
    } else result.kept += 1;
  }
  if (result.promoted + result.removed > 0) {
    console.warn(`[submissions] ${uploadsDir}: ${result.promoted} photo(s) of stored applications finished, ${result.removed} unfinished photo file(s) removed`);
  }
  if (db) await syncDirectory(uploadsDir);
  return result;
}
