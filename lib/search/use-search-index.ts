'use client';

import { useEffect, useState } from 'react';
import type { SearchEntry } from '@/lib/search/site-search';

export type SearchIndex =
  | { status: 'loading' }
  | { status: 'ready'; entries: SearchEntry[] }
  | { status: 'failed' };

/** One request per page view and language, shared by every opening of the overlay. */
const requests = new Map<string, Promise<SearchEntry[]>>();

export function loadSearchIndex(url: string): Promise<SearchEntry[]> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchEntry[]>;
    });
    // A failed request is forgotten, so the next opening tries again.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/**
 * The page list for the overlay, fetched the first time it opens. After a failure, the next
 * opening asks again, and so does a new `attempt` (the overlay counts the visitor's tries: typing
 * or Enter after the failure); the failure message stays until that answer arrives.
 */
export function useSearchIndex(url: string, open: boolean, attempt = 0): SearchIndex {
  const [index, setIndex] = useState<SearchIndex>({ status: 'loading' });
  const ready = index.status === 'ready';
  useEffect(() => {
    if (!open || ready) return;
    let current = true;
    loadSearchIndex(url).then(
      (entries) => current && setIndex({ status: 'ready', entries }),
      () => current && setIndex({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [url, open, ready, attempt]);
  return index;
}
