import type { SerwistPlugin } from 'serwist';
import { OFFLINE_PATH } from '@/lib/site/routes';
import { LANGUAGE_COOKIE } from '@/lib/i18n/routing';
import { splitLocale } from '@/lib/i18n/paths';
import { PAGES_CACHE, SAVED_AT_HEADER, markSavedCopy, offlinePageFor } from '@/lib/offline/saved-copy';

declare const self: ServiceWorkerGlobalScope & { cookieStore?: { get(name: string): Promise<{ value: string } | null> } };

/**
 * The pages' plugin: stamps each stored copy with the time it was saved; marks a copy served in
 * place of the network's answer (the page shows "You are offline: saved on …"); and, when there
 * is no copy, answers the offline page in the address's language.
 */
export function savedCopyPlugin(): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT_HEADER, String(Date.now()));
      // The body kept is the decoded one: its length and encoding no longer apply.
      headers.delete('content-encoding');
      headers.delete('content-length');
      return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? marked(cachedResponse) : cachedResponse),
    handlerDidError: async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      // An English address asked by a visitor who chose Bengali: the server would have redirected
      // to the Bengali page (proxy.ts), so its saved copy is the one meant.
      const bengali = !splitLocale(pathname).prefixed && (await chosenLanguage()) === 'bn';
      if (bengali) {
        const copy = await caches.open(PAGES_CACHE).then((cache) => cache.match(`/bn${pathname === '/' ? '' : pathname}${search}`));
        if (copy) return marked(copy);
      }
      const offline = bengali ? `/bn${OFFLINE_PATH}` : offlinePageFor(pathname);
      return (await caches.match(offline, { ignoreSearch: true })) ?? Response.error();
    },
  };
}

async function marked(copy: Response): Promise<Response> {
  const savedAt = Number(copy.headers.get(SAVED_AT_HEADER)) || Date.now();
  const html = markSavedCopy(await copy.text(), savedAt);
  const headers = new Headers(copy.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(html, { status: copy.status, statusText: copy.statusText, headers });
}

/** The language cookie (proxy.ts), where the browser lets a worker read cookies. */
async function chosenLanguage(): Promise<string | undefined> {
  try {
    return (await self.cookieStore?.get(LANGUAGE_COOKIE))?.value;
  } catch {
    return undefined;
  }
}
