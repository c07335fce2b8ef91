'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { StatusScreen } from '@/components/page/status-screen';

type Texts = { title: string; description: string; tryAgain: string; goHome: string; errorId: string };

/** Used only if the layout's texts are missing (the layout itself failed): the spec's English. */
const FALLBACK: Texts = {
  title: 'Oops, Something went wrong',
  description: 'The page could not be shown. Try again, or go back to the home page.',
  tryAgain: 'Try Again',
  goHome: 'Go Home',
  errorId: 'Error ID 404-NOT-FOUND',
};

let cached: Texts | null = null;
/** The texts in the page's language, rendered by the layout into #error-page-texts. */
function readTexts(): Texts {
  if (cached) return cached;
  const data = document.getElementById('error-page-texts')?.dataset;
  cached = data?.title
    ? {
        title: data.title,
        description: data.description ?? FALLBACK.description,
        tryAgain: data.tryAgain ?? FALLBACK.tryAgain,
        goHome: data.goHome ?? FALLBACK.goHome,
        errorId: data.errorId ?? FALLBACK.errorId,
      }
    : FALLBACK;
  return cached;
}

const noSubscription = () => () => {};

/** The generic error page of the spec: 'Oops, Something went wrong', Try Again, Go Home. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useSyncExternalStore(noSubscription, readTexts, () => FALLBACK);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusScreen tone="error" title={t.title} description={t.description} footnote={t.errorId}>
      <button type="button" className="button" onClick={() => retry()}>
        {t.tryAgain}
      </button>
      <Link href="/" className="button button-outline">
        {t.goHome}
      </Link>
    </StatusScreen>
  );
}
