/**
 * One POST from a form to the site's own /api endpoints, with the visitor's language on the URL
 * (the server answers its messages in it). The answer is one of: a success, an HTTP error with
 * whatever JSON body came back, or a network failure (fetch threw: offline, connection lost, or
 * no whole answer within FORM_POST_TIMEOUT_MS).
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

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
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
  let json: Record<string, unknown>;
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
  const errors = json.errors !== null && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : undefined;
  if (response.ok) return { kind: 'ok', status: response.status, body: json as Body };
  return {
    kind: 'error',
    status: response.status,
    body: { ...(json as Partial<Body>), message: typeof json.message === 'string' ? json.message : undefined, errors },
  };
}
