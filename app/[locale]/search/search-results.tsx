import { getTranslations } from 'next-intl/server';
import NextLink from 'next/link';
import { localizedPath } from '@/lib/i18n/paths';
import { LinkPendingSignal } from '@/lib/ui/navigation-pending';
import type { Locale } from '@/lib/i18n/routing';
import { localNumber } from '@/lib/format/number';
import { MAX_QUERY_LENGTH, POPULAR_SEARCHES, searchPages, suggestQuery } from '@/lib/search/site-search';
import { searchEntries } from '@/lib/search/search-entries';
import { SEARCH_PATH } from '@/lib/site/routes';
import { SiteIndex } from './site-index';
import styles from './search.module.css';
import { NoResults, PopularSearches, type TermAction } from '@/components/layout/search-empty';

/** A plain GET form: it works before the page's script has run, and without script. */
async function SearchForm({ locale, query }: { locale: Locale; query: string }) {
  const [t, tHeader] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return (
    <form role="search" action={localizedPath(SEARCH_PATH, locale)} method="get" className={styles.form}>
      <label htmlFor="search-page-input" className={styles.label}>
        {t('label')}
      </label>
      <div className={styles.row}>
        <input
          id="search-page-input"
          name="q"
          type="search"
          className={styles.input}
          placeholder={t('placeholder')}
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {tHeader('search')}
        </button>
      </div>
    </form>
  );
}

/**
 * The form, then the popular searches and every page (no query), the matching pages, or the spec's
 * empty message with the nearest title or keyword and the popular searches.
 */
export async function SearchResults({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const trimmed = query.trim();
  const form = <SearchForm locale={locale} query={query} />;
  // A term offered is a link to its search: it works without script.
  const search: TermAction = { href: (term) => `${localizedPath(SEARCH_PATH, locale)}?q=${encodeURIComponent(term)}` };
  const popular = (
    <PopularSearches
      heading={t('popular')}
      headingId="search-popular"
      headingClassName={styles.subtitle}
      terms={POPULAR_SEARCHES.map((key) => t(`popularTerms.${key}`))}
      action={search}
    />
  );

  if (trimmed === '') {
    return (
      <>
        {form}
        {popular}
        <SiteIndex locale={locale} />
      </>
    );
  }

  // The page list is built only when there is something to look for in it: its texts, and the
  // technologies' names from the institute's cached reads (a failed read adds none).
  const entries = await searchEntries(locale);
  const results = searchPages(entries, trimmed);
  if (results.length === 0) {
    return (
      <>
        {form}
        <NoResults
          title={t('noResults', { query: trimmed })}
          tryDifferent={t('tryDifferent')}
          didYouMean={t.raw('didYouMean') as string}
          suggestion={suggestQuery(entries, trimmed)}
          action={search}
        />
        {popular}
      </>
    );
  }

  return (
    <>
      {form}
      <section aria-labelledby="search-count">
        <h2 id="search-count" className={styles.subtitle}>
          {results.length === 1 ? t('resultsCountOne') : t('resultsCount', { count: localNumber(results.length, locale) })}
        </h2>
        <ul className={styles.results} aria-label={t('resultsLabel')}>
          {results.map((entry) => (
            <li key={entry.id} className={styles.result}>
              {/* Entry paths are already in the page's language. */}
              <NextLink href={entry.path} prefetch={false} className={styles.resultTitle}>
                {entry.title}
                <LinkPendingSignal />
              </NextLink>
              <p className={styles.description}>{entry.description}</p>
              <p className={styles.meta}>
                <span className={styles.category}>{entry.category}</span> <span dir="ltr">{entry.path}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
