import { createHash, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { INSTITUTE_TAG, INSTITUTE_TAGS, type InstituteTag } from './tags';
import type { InstituteResource } from './types';
import { ENDPOINTS, RESOURCES } from './wire';
import { jsonResponse } from './json-response';

/** Names a caller may use for a tag: the tag itself, the resource name, or the endpoint path. */
const TAG_NAMES = new Map<string, InstituteTag>([
  [INSTITUTE_TAG, INSTITUTE_TAG],
  ...RESOURCES.flatMap((resource: InstituteResource) => [
    [INSTITUTE_TAGS[resource], INSTITUTE_TAGS[resource]] as const,
    [resource, INSTITUTE_TAGS[resource]] as const,
    [ENDPOINTS[resource].path, INSTITUTE_TAGS[resource]] as const,
  ]),
]);

const Tags = v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256))), v.minLength(1), v.maxLength(64));
const Body = v.union([Tags, v.object({ tags: Tags })]);

const MAX_BODY = 16 * 1024;
/** As HUMAN_CHECK_SECRET: a shorter secret could be guessed by trying, and is refused as unset. */
export const MIN_SECRET_LENGTH = 32;
let warnedShort = false;

/** Equal strings, compared in constant time (digests first, so the lengths leak nothing either). */
export function secretsMatch(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface RevalidateOptions {
  /** The shared secret (REVALIDATE_SECRET); unset, empty or shorter than 32 characters refuses every request. */
  secret: () => string | undefined;
  /** Expires one tag (Next's revalidateTag in the route). */
  revalidate: (tag: InstituteTag) => void;
}

/**
 * POST /api/revalidate, framework-free. The secret travels as `Authorization: Bearer <secret>`
 * (or `x-revalidate-secret`); the body is a JSON list of tags, or {"tags": [...]}. A tag may be
 * named by its constant (institute:notices), its resource (notices) or its endpoint path
 * (public_notice); `institute` refreshes everything. Unknown names are refused, so a typo is
 * noticed instead of silently refreshing nothing.
 */
export function createRevalidateHandler(options: RevalidateOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    let expected = options.secret()?.trim();
    if (expected && expected.length < MIN_SECRET_LENGTH) {
      if (!warnedShort) console.error(`[revalidate] REVALIDATE_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: every request is refused (e.g. openssl rand -hex 32)`);
      warnedShort = true;
      expected = undefined;
    }
    const header = request.headers.get('authorization');
    const given = (header?.match(/^Bearer\s+(.+)$/i)?.[1] ?? request.headers.get('x-revalidate-secret') ?? '').trim();
    if (!expected || !given || !secretsMatch(given, expected)) {
      return jsonResponse(401, { message: 'Unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
    }

    const text = await request.text();
    if (text.length > MAX_BODY) return jsonResponse(413, { message: 'The body is too large' });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonResponse(400, { message: 'The body must be JSON: a list of tags or {"tags": [...]}' });
    }
    const parsed = v.safeParse(Body, body);
    if (!parsed.success) {
      return jsonResponse(400, { message: 'The body must be a list of 1 to 64 tags or {"tags": [...]}' });
    }
    const names = Array.isArray(parsed.output) ? parsed.output : parsed.output.tags;
    const unknown = names.filter((name) => !TAG_NAMES.has(name));
    if (unknown.length > 0) {
      return jsonResponse(400, { message: 'Unknown tags', errors: { tags: `unknown: ${unknown.join(', ')}` } });
    }
    const tags = [...new Set(names.map((name) => TAG_NAMES.get(name)!))];
    for (const tag of tags) options.revalidate(tag);
    return jsonResponse(200, { revalidated: tags, now: Date.now() });
  };
}
