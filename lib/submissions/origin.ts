/**
 * The form endpoints answer only the site's own pages. Browsers send Origin with
 * every cross-origin request and every POST; a server-to-server call (the embedded institute
 * API's clients) normally sends none and is not affected. An Origin that is present must be the
 * site's: SITE_URL's origin, or the origin the request itself was made to (the same host, as a
 * proxy in front may have changed the scheme). "null" (a sandboxed frame, a file) is foreign.
 */
export function isForeignOrigin(request: Request, siteOrigin: string | null): boolean {
  const origin = request.headers.get('origin')?.trim();
  if (origin === undefined || origin === '') return false;
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return true;
  }
  if (sent.origin === 'null' || sent.origin !== origin.replace(/\/$/, '').toLowerCase()) return true;
  if (siteOrigin && sent.origin === siteOrigin) return false;
  const own = new URL(request.url);
  if (sent.origin === own.origin) return false;
  const host = request.headers.get('host')?.trim().toLowerCase();
  return !(host && (sent.protocol === 'https:' || sent.protocol === 'http:') && sent.host === host);
}
