import { instituteApiHandler } from '@/lib/institute/embedded/handler';

/**
 * The embedded institute API (DESIGN.md section 3). proxy.ts rewrites /{product}_webside/* here;
 * the framework-free handler in lib does the work.
 */
export function GET(request: Request): Promise<Response> {
  return instituteApiHandler(request);
}

/** The embedded API's form endpoints (admission_apply, get_in_touch, request_prospectus, newsletter_subscribe). */
export function POST(request: Request): Promise<Response> {
  return instituteApiHandler(request);
}

/**
 * A CORS preflight: refused for another site's page (403), as on the site's /api routes. Without
 * this export Next answered every OPTIONS itself, 204 with every method allowed.
 */
export const OPTIONS = POST;

/** Other methods get the handler's own 405, with the Allow of the endpoint asked for. */
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
