'use client';

import { useEffect, useState } from 'react';
import { useLocale } from '@/lib/i18n/locale-context';
import { PAGES_CACHE, SAVED_AT_HEADER, localeOfAddress } from '@/lib/offline/saved-copy';
import styles from './saved-pages.module.css';

type SavedPage = { href: string; title: string; savedAt: number };
type Texts = { heading: string; none: string; tryAgain: string };

/** The title of a saved page's HTML, its text decoded; the address when it has none. */
function titleOf(html: string, href: string): string {
  const tag = /<title[^>]*>[^<]*<\/title>/.exec(html)?.[0];
  return (tag && new DOMParser().parseFromString(tag, 'text/html').title.trim()) || href;
}

/** The pages of this language saved by the service worker, newest first. */
async function savedPages(locale: string): Promise<SavedPage[]> {
  if (!('caches' in window) || !(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    if (localeOfAddress(request.url) !== locale) continue;
    const response = await cache.match(request);
    if (!response) continue;
    const url = new URL(request.url);
    const href = url.pathname + url.search;
    pages.push({ href, title: titleOf(await response.text(), href), savedAt: Number(response.headers.get(SAVED_AT_HEADER)) || 0 });
  }
  return pages.sort((a, b) => b.savedAt - a.savedAt);
}

/** The offline page's list of saved pages (plain links: the worker answers them from its cache) and a retry. */
export function SavedPages({ texts }: { texts: Texts }) {
  const locale = useLocale();
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let live = true;
    savedPages(locale).then(
      (found) => live && setPages(found),
      () => live && setPages([]),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  return (
    <div className={styles.box}>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {texts.tryAgain}
      </button>
      <h2 className={styles.heading}>{texts.heading}</h2>
      {pages === null ? null : pages.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className={styles.list} data-testid="saved-pages">
          {pages.map((page) => (
            <li key={page.href}>
              <a href={page.href}>{page.title}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
