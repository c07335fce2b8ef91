import type { ReactNode } from 'react';
import parts from './search-parts.module.css';

/**
 * What choosing a term does: on the search page, a link to that search's address (it works without
 * script); in the overlay, a button that searches for it in place.
 */
export type TermAction = { href: (term: string) => string } | { onPick: (term: string) => void };

function TermControl({ term, action, className, children }: { term: string; action: TermAction; className?: string; children: ReactNode }) {
  return 'href' in action ? (
    <a href={action.href(term)} className={className}>
      {children}
    </a>
  ) : (
    <button type="button" className={className} onClick={() => action.onPick(term)}>
      {children}
    </button>
  );
}

/** The spec's popular searches, as chips. The overlay and the search page both draw it, each with its own heading style. */
export function PopularSearches({
  heading,
  headingId,
  headingClassName,
  terms,
  action,
}: {
  heading: string;
  headingId: string;
  headingClassName?: string;
  terms: readonly string[];
  action: TermAction;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      <ul className={parts.chips}>
        {terms.map((term) => (
          <li key={term}>
            <TermControl term={term} action={action} className={parts.chip}>
              {term}
            </TermControl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The spec's empty message, and a search for the nearest title or keyword when there is one
 * (suggestQuery in lib/search/site-search.ts). The whole sentence is the control: its name says
 * what it does, and it is a larger target for a thumb. `didYouMean` contains `{term}`.
 */
export function NoResults({
  title,
  tryDifferent,
  didYouMean,
  suggestion,
  action,
}: {
  title: string;
  tryDifferent: string;
  didYouMean: string;
  suggestion: string | null;
  action: TermAction;
}) {
  const [before = '', after = ''] = didYouMean.split('{term}');
  return (
    <div className={parts.empty}>
      <p className={parts.emptyTitle}>{title}</p>
      <p>{tryDifferent}</p>
      {suggestion ? (
        <p className={parts.suggestionLine}>
          <TermControl term={suggestion} action={action} className={parts.suggestion}>
            {before}
            <strong>{suggestion}</strong>
            {after}
          </TermControl>
        </p>
      ) : null}
    </div>
  );
}
