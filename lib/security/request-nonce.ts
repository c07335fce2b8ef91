import { headers } from 'next/headers';
import { nonceOf } from './headers.mjs';

/**
 * The nonce of this response's Content-Security-Policy, which proxy.ts makes for the form pages
 * (NONCE_PAGES in headers.mjs), for a script of the page's own. Next puts it on the scripts it
 * writes by itself. Reading it makes the page render per request; undefined on any other page.
 */
export async function requestNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get('content-security-policy'));
}
