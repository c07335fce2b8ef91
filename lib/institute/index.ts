import { apiProduct } from '@/lib/site/config';
import { instituteApiTimeoutMs, instituteApiUrl } from './config';
import { createEmbeddedSource } from './embedded/source';
import { createHttpSource } from './http-source';
import type { InstituteSource } from './source';

const SOURCE_KEY = Symbol.for('institute.source');
type Holder = { [SOURCE_KEY]?: InstituteSource };

/**
 * The source the site reads: the upstream API when INSTITUTE_API_URL is set, otherwise the
 * embedded service in this process. Chosen once per process.
 */
export function instituteSource(): InstituteSource {
  const holder = globalThis as Holder;
  if (!holder[SOURCE_KEY]) {
    const upstream = instituteApiUrl();
    holder[SOURCE_KEY] = upstream
      ? createHttpSource({ baseUrl: upstream, product: apiProduct(), timeoutMs: instituteApiTimeoutMs() })
      : createEmbeddedSource();
  }
  return holder[SOURCE_KEY];
}
