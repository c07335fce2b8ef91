/**
 * One POST from a form to the site's own /api endpoints, with the visitor's language on the URL
 * (the server answers its messages in it). The answer is one of: a success, an HTTP error with
 * whatever JSON body came back, or a network failure: fetch threw (offline, connection lost), no
 * whole answer came within FORM_POST_TIMEOUT_MS, or a 2xx answer was not the API's.
 */
export type FormAnswer<Body> =
  | { kind: 'ok'; status: number; body: Body }
  | { kind: 'error'; status: number; body: Partial<Body> & { message?: string; errors?: Record<string, string> } }
  | { kind: 'network' };

/**
 * How long a post may take, answer included, before the form says the connection failed and keeps
 * the answers for a retry (which the Idempotency-Key makes safe: a post that did arrive is replayed).
 * Long enough for a 500 KB photo over a 2G connection; without it a lost answer left the button on
 * "Submitting..." for good.
 */
export const FORM_POST_TIMEOUT_MS = 90_000;

export function withLang(path: string, locale: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}`;
}

/** The answer's JSON object; null when it is none (an HTML page, an empty or cut-off body). */
async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * An admission's body: its fields as JSON, or as multipart/form-data with the photo (the field the
 * API reads it from, DESIGN.md section 3). A null field is left out of the multipart form.
 */
export function bodyWithPhoto(fields: Record<string, string | number | null>, photo: File | null): unknown {
  if (!photo) return fields;
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) data.append(name, String(value));
  data.append('student_photo', photo, photo.name);
  return data;
}

/** Posts `body` as JSON, or as multipart/form-data when it is a FormData. */
export async function postForm<Body = Record<string, unknown>>(
  path: string,
  locale: string,
  body: unknown,
  headers: Record<string, string> = {},
  { timeoutMs = FORM_POST_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<FormAnswer<Body>> {
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  // A controller and a timer, not AbortSignal.timeout(), which older Android WebViews lack.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let json: Record<string, unknown> | null;
  try {
    response = await fetch(withLang(path, locale), {
      method: 'POST',
      headers: { Accept: 'application/json', ...(isMultipart ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: isMultipart ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    json = await readJson(response);
  } catch {
    return { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
  // The body stopped arriving (readJson swallows the abort): the answer is unknown.
  if (controller.signal.aborted) return { kind: 'network' };
  // Every success of the site's API says so in JSON with a message. A 2xx without one came from
  // something between (a proxy's maintenance page, an operator's "pack expired" page sent with
  // 200): nothing says the post was stored, so the form keeps the answers and the retry key.
  if (response.ok) return json && typeof json.message === 'string' ? { kind: 'ok', status: response.status, body: json as Body } : { kind: 'network' };
  json ??= {};
  const errors = json.errors !== null && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : undefined;
  return {
    kind: 'error',
    status: response.status,
    body: { ...(json as Partial<Body>), message: typeof json.message === 'string' ? json.message : undefined, errors },
  };
}
