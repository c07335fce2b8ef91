/** Types of headers.mjs (plain JavaScript, so next.config.mjs can load it before TypeScript runs). */
export interface HeaderEntry {
  source: string;
  headers: { key: string; value: string }[];
}
export function isHttpsSite(env?: NodeJS.ProcessEnv): boolean;
export function contentSecurityPolicy(env?: NodeJS.ProcessEnv, options?: { framed?: boolean }): string;
export function securityHeaders(env?: NodeJS.ProcessEnv): HeaderEntry[];
