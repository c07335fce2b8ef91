'use client';

/**
 * Last resort when the root layout itself fails: no translations are available here,
 * so the message is given in both languages.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Oops, Something went wrong</h1>
        <p lang="bn">দুঃখিত, কিছু একটা সমস্যা হয়েছে</p>
        <p>
          <button type="button" onClick={() => retry()} style={{ minHeight: 44, padding: '0 1rem' }}>
            Try Again / আবার চেষ্টা করুন
          </button>{' '}
          {/* A full page load on purpose: the app shell itself failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Go Home / হোমে ফিরে যান</a>
        </p>
        <p style={{ fontFamily: 'monospace' }}>Error ID 404-NOT-FOUND</p>
      </body>
    </html>
  );
}
