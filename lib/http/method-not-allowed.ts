import { jsonResponse } from '@/lib/institute/json-response';

/**
 * 405 with the Allow header RFC 9110 requires and a JSON body like every other API answer (Next's
 * own 405 for a method a route does not export has neither).
 */
export function methodNotAllowed(allow: string): Response {
  return jsonResponse(405, { message: 'Method not allowed' }, { Allow: allow });
}

/**
 * Handlers for the methods a route does not take. A route exports the ones it lacks:
 * `export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST, OPTIONS');`
 */
export function methodsNotAllowed(allow: string) {
  const handler = async () => methodNotAllowed(allow);
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}
