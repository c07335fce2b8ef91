/**
 * Reading a form post safely: the media type first (415), then the body counted byte by byte
 * as it streams in, stopping at the limit (413) whatever Content-Length claims, then parsing
 * (400 when it is not what it says it is).
 */

import { discardBody, readLimited } from '@/lib/security/read-limited';

export type MediaType = 'json' | 'multipart' | 'other';

export function mediaTypeOf(request: Request): MediaType {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  return 'other';
}

export type FormBody =
  | { ok: true; fields: Record<string, unknown>; files: Record<string, File> }
  | { ok: false; status: 400 | 413 | 415 };

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
    if (bytes === 'too-large') return { ok: false, status: 413 };
    if (bytes === 'unreadable') return { ok: false, status: 400 };
    try {
      const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      return isPlainObject(value) ? { ok: true, fields: value, files: {} } : { ok: false, status: 400 };
    } catch {
      return { ok: false, status: 400 };
    }
  }
  if (type === 'multipart' && limits.multipart !== undefined) {
    const bytes = await readLimited(request, limits.multipart);
    if (bytes === 'too-large') return { ok: false, status: 413 };
    if (bytes === 'unreadable') return { ok: false, status: 400 };
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'Content-Type': request.headers.get('content-type')! } }).formData();
    } catch {
      return { ok: false, status: 400 };
    }
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    const allowed = new Set(limits.fileFields ?? []);
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
