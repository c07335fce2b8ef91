/**
 * Reading a form post safely: the media type first (415), then the body counted byte by byte
 * as it streams in, stopping at the limit (413) whatever Content-Length claims, then parsing
 * (400 when it is not what it says it is: JSON or a multipart text part that is not UTF-8 alike).
 */

import { discardBody, joinChunks, readLimited } from '@/lib/security/read-limited';

export type MediaType = 'json' | 'multipart' | 'other';

export function mediaTypeOf(request: Request): MediaType {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  return 'other';
}

export type FormBody =
  | { ok: true; fields: Record<string, unknown>; files: Record<string, File> }
  | { ok: false; status: 400 | 415 }
  /** `file`: a file part (the photo) had begun before the limit was passed, so it made the body too large; else the text did. */
  | { ok: false; status: 413; file: boolean };

/** Strict UTF-8: bytes that are not UTF-8 throw instead of becoming U+FFFD. */
const utf8 = () => new TextDecoder('utf-8', { fatal: true });

/**
 * How much of a multipart body past its limit is looked at to tell what made it too large. The
 * browser form sends its text first (a few hundred bytes) and the photo last, so a photo part
 * begins within it; text enough to fill it is itself too much.
 */
const HEAD_BYTES = 32 * 1024;

const CRLF = new Uint8Array([0x0d, 0x0a]);
const HEADER_END = new Uint8Array([0x0d, 0x0a, 0x0d, 0x0a]);

function indexOf(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle, from);
}

/** The boundary parameter of a multipart Content-Type, quoted or not. */
function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

type Part = {
  /** The header block as Latin-1 (one character per byte), and as bytes. */
  headers: string;
  rawHeaders: Uint8Array;
  /** Cut short when the bytes end inside the part (the head of a body too large to read whole). */
  content: Uint8Array;
};

/**
 * The parts of a multipart body (RFC 7578) as bytes. Only a reading aid beside the platform's
 * parser (Response.formData()), which decodes every text part as UTF-8 with replacement
 * characters and says nothing of the bytes it replaced; and a way to look into the first bytes of
 * a body too large to parse.
 */
function* multipartParts(bytes: Uint8Array, boundary: string): Generator<Part> {
  const delimiter = new TextEncoder().encode(`--${boundary}`);
  const next = new TextEncoder().encode(`\r\n--${boundary}`);
  let at = indexOf(bytes, delimiter, 0);
  while (at >= 0) {
    at += delimiter.length;
    // The close delimiter, --boundary--, ends the body.
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) return;
    const lineEnd = indexOf(bytes, CRLF, at);
    if (lineEnd < 0) return;
    const latin1 = (raw: Uint8Array) => Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('latin1');
    const headerEnd = indexOf(bytes, HEADER_END, lineEnd);
    if (headerEnd < 0) {
      const rawHeaders = bytes.subarray(lineEnd + 2);
      yield { headers: latin1(rawHeaders), rawHeaders, content: new Uint8Array(0) };
      return;
    }
    const rawHeaders = bytes.subarray(lineEnd + 2, headerEnd);
    const end = indexOf(bytes, next, headerEnd + 4);
    yield { headers: latin1(rawHeaders), rawHeaders, content: bytes.subarray(headerEnd + 4, end < 0 ? bytes.length : end) };
    if (end < 0) return;
    at = end + 2;
  }
}

/** A part's field name, and whether it is a file (a filename parameter, as the platform's parser decides). */
function dispositionOf(headers: string): { name: string | null; file: boolean } {
  const line = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
  const name = /;\s*name=(?:"([^"]*)"|([^;\s]*))/i.exec(line);
  return { name: name ? (name[1] ?? name[2] ?? null) : null, file: /;\s*filename\*?=/i.test(line) };
}

/** Every text part of a multipart body, its header block and its content, is UTF-8 (a file's bytes are its own). */
function textPartsAreUtf8(bytes: Uint8Array, boundary: string): boolean {
  try {
    for (const part of multipartParts(bytes, boundary)) {
      if (dispositionOf(part.headers).file) continue;
      utf8().decode(part.rawHeaders);
      utf8().decode(part.content);
    }
    return true;
  } catch {
    return false;
  }
}

/** Whether one of `fileFields` begins as a file part within `head`, the first bytes of a multipart body. */
function fileBeginsIn(head: Uint8Array, boundary: string | null, fileFields: ReadonlySet<string>): boolean {
  if (!boundary) return false;
  for (const part of multipartParts(head, boundary)) {
    const { name, file } = dispositionOf(part.headers);
    if (file && name !== null && fileFields.has(name)) return true;
  }
  return false;
}

/**
 * A multipart body, counted as it streams in and stopped at the limit like readLimited's; past
 * the limit (or announced past it), its first HEAD_BYTES, to tell what made it too large.
 */
async function readMultipart(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | { head: Uint8Array } | 'unreadable'> {
  const declared = request.headers.get('content-length');
  const announcedTooLarge = declared !== null && /^\d+$/.test(declared) && Number(declared) > limit;
  if (!request.body) return announcedTooLarge ? { head: new Uint8Array(0) } : new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const joined = () => joinChunks(chunks, total);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
      if (total > limit || (announcedTooLarge && total >= HEAD_BYTES)) {
        await reader.cancel().catch(() => undefined);
        return { head: joined().subarray(0, HEAD_BYTES) };
      }
    }
  } catch {
    return 'unreadable';
  }
  return announcedTooLarge ? { head: joined().subarray(0, HEAD_BYTES) } : joined();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A JSON object, or (when `fileFields` is given) multipart/form-data whose text parts become
 * fields and whose only allowed file parts are `fileFields`. A field sent twice, a file where
 * text belongs or an unexpected file is a 400.
 */
export async function readFormBody(
  request: Request,
  limits: { json: number; multipart?: number; fileFields?: readonly string[] },
): Promise<FormBody> {
  const type = mediaTypeOf(request);
  if (type === 'json') {
    const bytes = await readLimited(request, limits.json);
    if (bytes === 'too-large') return { ok: false, status: 413, file: false };
    if (bytes === 'unreadable') return { ok: false, status: 400 };
    try {
      const value: unknown = JSON.parse(utf8().decode(bytes));
      return isPlainObject(value) ? { ok: true, fields: value, files: {} } : { ok: false, status: 400 };
    } catch {
      return { ok: false, status: 400 };
    }
  }
  if (type === 'multipart' && limits.multipart !== undefined) {
    const contentType = request.headers.get('content-type')!;
    const boundary = boundaryOf(contentType);
    const allowed = new Set(limits.fileFields ?? []);
    const bytes = await readMultipart(request, limits.multipart);
    if (bytes === 'unreadable') return { ok: false, status: 400 };
    if ('head' in bytes) return { ok: false, status: 413, file: fileBeginsIn(bytes.head, boundary, allowed) };
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
    } catch {
      return { ok: false, status: 400 };
    }
    // The parser made U+FFFD of bytes that are not UTF-8; the same bytes in JSON are a 400.
    if (!boundary || !textPartsAreUtf8(bytes, boundary)) return { ok: false, status: 400 };
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    for (const [name, value] of form.entries()) {
      // Own keys only: `in` would call a field named toString or constructor a repeat.
      if (Object.hasOwn(fields, name) || Object.hasOwn(files, name)) return { ok: false, status: 400 };
      if (typeof value === 'string') {
        fields[name] = value;
      } else if (allowed.has(name)) {
        // An empty file input sends a nameless, empty part: no file was chosen.
        if (value.size > 0 || value.name !== '') files[name] = value;
      } else {
        return { ok: false, status: 400 };
      }
    }
    return { ok: true, fields, files };
  }
  await discardBody(request);
  return { ok: false, status: 415 };
}
