import { instituteApiHandler } from '@/lib/institute/embedded/handler';

/**
 * The embedded institute API (DESIGN.md section 3). proxy.ts rewrites /{product}_webside/* here;
 * the framework-free handler in lib does the work.
 */
export function GET(request: Request): Promise<Response> {
  return instituteApiHandler(request);
}
