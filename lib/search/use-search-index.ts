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

const LOADING: SearchIndex = { status: 'loading' };

/**
 * The page list for the overlay, fetched the first time it opens. After a failure, the next
 * opening asks again (the failure message stays until that answer arrives), and so does a new
 * `attempt`: the overlay counts the visitor's tries (typing or Enter after the failure), and the
 * list is 'loading' again until that try is answered. Each answer is a new object, a repeated
 * failure too, so the overlay can tell that a try it waits for has been answered.
 */
export function useSearchIndex(url: string, open: boolean, attempt = 0): SearchIndex {
  const [answer, setAnswer] = useState<{ attempt: number; index: SearchIndex } | null>(null);
  const ready = answer?.index.status === 'ready';
  useEffect(() => {
    if (!open || ready) return;
    let current = true;
    loadSearchIndex(url).then(
      (entries) => current && setAnswer({ attempt, index: { status: 'ready', entries } }),
      () => current && setAnswer({ attempt, index: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [url, open, ready, attempt]);
  if (!answer || (answer.index.status === 'failed' && answer.attempt !== attempt)) return LOADING;
  return answer.index;
}
