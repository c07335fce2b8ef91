/** The institute's mark: a gear around an open book, drawn inline so it costs no request. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#1a7a6f" />
      <path
        d="M24 7l2.6 4.3 4.9-1.2.6 5 4.8 1.7-2 4.6 3.3 3.6-4.2 2.9.9 5-5 .6-1.6 4.8-4.6-2-3.6 3.4-2.9-4.2-5 .8-.6-5-4.8-1.7 2-4.6-3.3-3.6 4.2-2.9-.8-5 5-.6L18.9 9l4.6 2z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        opacity=".55"
      />
      <path d="M13 19c4-1.6 8-1.4 11 .8 3-2.2 7-2.4 11-.8v13c-4-1.6-8-1.4-11 .8-3-2.2-7-2.4-11-.8z" fill="#fff" />
      <path d="M24 19.8v13.2" stroke="#1a7a6f" strokeWidth="1.4" />
    </svg>
  );
}
