/**
 * One POST from a form to the site's own /api endpoints, with the visitor's language on the URL
 * (the server answers its messages in it). The answer is one of: a success, an HTTP error with
 * whatever JSON body came back, or a network failure (fetch threw: offline, connection lost).
 */
export type FormAnswer<Body> =
  | { kind: 'ok'; status: number; body: Body }
  | { kind: 'error'; status: number; body: Partial<Body> & { message?: string; errors?: Record<string, string> } }
  | { kind: 'network' };

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
): Promise<FormAnswer<Body>> {
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(withLang(path, locale), {
      method: 'POST',
      headers: { Accept: 'application/json', ...(isMultipart ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: isMultipart ? body : JSON.stringify(body),
    });
  } catch {
    return { kind: 'network' };
  }
  const json = await readJson(response);
  const errors = json.errors !== null && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : undefined;
  if (response.ok) return { kind: 'ok', status: response.status, body: json as Body };
  return {
    kind: 'error',
    status: response.status,
    body: { ...(json as Partial<Body>), message: typeof json.message === 'string' ? json.message : undefined, errors },
  };
}
