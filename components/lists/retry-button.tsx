'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';

/** The generic error page's Try Again for a page whose read failed: renders the page again. */
export function RetryButton({ label }: { label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className="button"
      aria-disabled={pending}
      onClick={() => {
        if (!pending) startTransition(() => router.refresh());
      }}
    >
      {label}
    </button>
  );
}
