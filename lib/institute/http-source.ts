import type { Locale } from '@/lib/i18n/routing';
import { DEFAULT_API_PRODUCT } from '@/lib/site/config';
import { discardBody, readLimited } from '@/lib/security/read-limited';
import { DEFAULT_INSTITUTE_API_TIMEOUT_MS } from './config';
import { InstituteSourceError } from './errors';
import { decodeAnswer, sourceFrom, type InstituteSource } from './source';
import type { InstituteResource } from './types';
import { ENDPOINTS } from './wire';

export interface HttpSourceOptions {
  /** The upstream's {host}: https://erp.example.edu (a path prefix is kept). */
  baseUrl: string;
  /** Paths are /{product}_webside/...; default DEFAULT_API_PRODUCT (erp). */
  product?: string;
  /** Per attempt, covering the answer's body too. */
  timeoutMs?: number;
  /** Pause before the one retry after a network error. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** The largest answer read: a list of several hundred items is a few hundred KB. */
const ANSWER_LIMIT = 4 * 1024 * 1024;

function isTimeout(error: unknown, signal: AbortSignal): boolean {
  return (error instanceof Error && error.name === 'TimeoutError') || (signal.aborted && signal.reason?.name === 'TimeoutError');
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/**
 * The upstream institute API over HTTP: GET {host}/{product}_webside/{path}?lang={locale} with
 * Accept-Language, a timeout per attempt (AbortSignal.timeout), one retry after a network error
 * (not after a timeout: a slow upstream would double the wait), and every answer validated at
 * the boundary. Relative image and file paths are resolved against {host}.
 */
export function createHttpSource(options: HttpSourceOptions): InstituteSource {
  const host = options.baseUrl.replace(/\/+$/, '');
  const product = options.product ?? DEFAULT_API_PRODUCT;
  const timeoutMs = options.timeoutMs ?? DEFAULT_INSTITUTE_API_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));

  async function attempt(resource: InstituteResource, url: URL, locale: Locale) {
    const signal = AbortSignal.timeout(timeoutMs);
    const transportFailure = (error: unknown, timeoutDetail: string) =>
      isTimeout(error, signal)
        ? new InstituteSourceError({ kind: 'timeout', resource, detail: timeoutDetail }, { cause: error })
        : new InstituteSourceError({ kind: 'network', resource, detail: describe(error) }, { cause: error });
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json', 'Accept-Language': locale === 'bn' ? 'bn, en;q=0.5' : 'en' },
      signal,
    }).catch((error: unknown) => {
      throw transportFailure(error, `no answer within ${timeoutMs} ms`);
    });
    if (!response.ok) {
      await discardBody(response);
      throw new InstituteSourceError({ kind: 'status', resource, status: response.status, detail: `HTTP ${response.status}` });
    }
    // The body is read first and parsed after, so a connection failing mid-body (network, timeout)
    // is never mistaken for an answer that is not JSON.
    const bytes = await readLimited(response, ANSWER_LIMIT);
    if (bytes === 'unreadable') throw transportFailure(new Error('the answer broke off'), `answer not complete within ${timeoutMs} ms`);
    if (bytes === 'too-large') {
      throw new InstituteSourceError({ kind: 'invalid', resource, detail: `the answer is larger than ${ANSWER_LIMIT} bytes` });
    }
    try {
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    } catch (error) {
      throw new InstituteSourceError({ kind: 'invalid', resource, detail: 'the answer is not JSON' }, { cause: error });
    }
  }

  return sourceFrom(async (resource, locale) => {
    const url = new URL(`${host}/${product}_webside/${ENDPOINTS[resource].path}`);
    url.searchParams.set('lang', locale);
    let json: unknown;
    try {
      json = await attempt(resource, url, locale);
    } catch (error) {
      if (!(error instanceof InstituteSourceError) || error.kind !== 'network') throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      json = await attempt(resource, url, locale);
    }
    return decodeAnswer(resource, json, `${host}/`);
  });
}
