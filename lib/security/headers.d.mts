/** Types of headers.mjs (plain JavaScript, so next.config.mjs can load it before TypeScript runs). */
export interface HeaderEntry {
  source: string;
  headers: { key: string; value: string }[];
}
export const NONCE_PAGES: string[];
export const NONCE_PAGE_ADDRESSES: string[];
export const STATIC_POLICY_SOURCE: string;
export function createNonce(): string;
export function nonceOf(policy: string | null | undefined): string | undefined;
export function isHttpsSite(env?: NodeJS.ProcessEnv): boolean;
export function contentSecurityPolicy(env?: NodeJS.ProcessEnv, options?: { framed?: boolean; nonce?: string }): string;
export function securityHeaders(env?: NodeJS.ProcessEnv): HeaderEntry[];
