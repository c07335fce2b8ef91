import { getTranslations } from 'next-intl/server';
import NextLink from 'next/link';
import { localizedPath } from '@/lib/i18n/paths';
import { LinkPendingSignal } from '@/lib/ui/navigation-pending';
import type { Locale } from '@/lib/i18n/routing';
import { localNumber } from '@/lib/format/number';
import { MAX_QUERY_LENGTH, POPULAR_SEARCHES, searchPages } from '@/lib/search/site-search';
import { searchEntries } from '@/lib/search/search-entries';
import { SEARCH_PATH } from '@/lib/site/routes';
import { SiteIndex } from './site-index';
import styles from './search.module.css';
import parts from '@/components/layout/search-parts.module.css';

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

/** The form, then the popular searches and every page (no query), the matching pages, or the spec's empty message. */
export async function SearchResults({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const trimmed = query.trim();
  const form = <SearchForm locale={locale} query={query} />;

  if (trimmed === '') {
    const searchHref = (term: string) => `${localizedPath(SEARCH_PATH, locale)}?q=${encodeURIComponent(term)}`;
    return (
      <>
        {form}
        <section aria-labelledby="search-popular">
          <h2 id="search-popular" className={styles.subtitle}>
            {t('popular')}
          </h2>
          <ul className={parts.chips}>
            {POPULAR_SEARCHES.map((key) => (
              <li key={key}>
                <a href={searchHref(t(`popularTerms.${key}`))} className={parts.chip}>
                  {t(`popularTerms.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <SiteIndex locale={locale} />
      </>
    );
  }

  // The page list is built only when there is something to look for in it: its texts, and the
  // technologies' names from the institute's cached reads (a failed read adds none).
  const results = searchPages(await searchEntries(locale), trimmed);
  if (results.length === 0) {
    return (
      <>
        {form}
        <div className={parts.empty}>
          <p className={parts.emptyTitle}>{t('noResults', { query: trimmed })}</p>
          <p>{t('tryDifferent')}</p>
        </div>
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
