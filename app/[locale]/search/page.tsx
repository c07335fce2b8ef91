import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/routing';
import { pageMetadataFrom } from '@/lib/seo/page-metadata';
import { SEARCH_PATH } from '@/lib/site/routes';
import { queryParam } from '@/lib/search/site-search';
import { PageIntro } from '@/components/page/page-intro';
import { SearchResults } from './search-results';
import styles from './search.module.css';

type Props = PageProps<'/[locale]/search'>;

/**
 * Rendered per request in one piece, not as a prerendered shell with the results streamed into a
 * Suspense hole: putting streamed content in place takes script, and this page is for when there is none.
 */
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const t = await getTranslations({ locale, namespace: 'search' });
  const page = { key: 'search', path: SEARCH_PATH, title: t('title'), description: t('pageDescription') };
  // A results page is not a page of its own for search engines; its links are followed.
  return { ...pageMetadataFrom(locale, page), robots: { index: false, follow: true } };
}

/** The site search without the overlay: a form that is sent to this page and the matching pages. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, { q }] = await Promise.all([getTranslations({ locale, namespace: 'search' }), searchParams]);
  return (
    <>
      <PageIntro title={t('title')} description={t('pageDescription')} />
      <div className={`container ${styles.page}`}>
        <SearchResults locale={locale} query={queryParam(q)} />
      </div>
    </>
  );
}
