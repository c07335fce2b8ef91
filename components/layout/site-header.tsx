import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { otherLocale, type Locale } from '@/lib/i18n/routing';
import { institute } from '@/lib/content/institute';
import { buildNav } from './build-nav';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { LanguageToggle } from './language-toggle';
import { SearchLauncher } from './search-launcher';
import { SearchOverlayLoader } from './search-overlay-loader';
import { POPULAR_SEARCHES } from '@/lib/search/site-search';
import { SEARCH_PATH } from '@/lib/site/routes';
import { localizedPath } from '@/lib/i18n/paths';
import { Logo } from './logo';
import styles from './site-header.module.css';

export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const target = otherLocale(locale);
  const [t, tTarget, tNav, tSearch] = await Promise.all([
    getTranslations('header'),
    // The toggle names the other language, and what it does, in that language's own words.
    getTranslations({ locale: target, namespace: 'header' }),
    getTranslations('nav'),
    getTranslations('search'),
  ]);
  const nav = buildNav(tNav);
  const name = institute.name[locale];

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        {/* Named by its visible text (label in name, WCAG 2.5.3), plus a hidden word that it leads home. */}
        <Link href="/" className={styles.brand}>
          <Logo className={styles.logo} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{institute.shortName[locale]}</span>
            <span className={styles.brandSub}>{name}</span>
          </span>
          <span className="visually-hidden">{t('homeLinkSuffix')}</span>
        </Link>
        <DesktopNav items={nav} label={t('mainNavigation')} />
        <div className={styles.actions}>
          <LanguageToggle
            locale={locale}
            target={target}
            label={tTarget('languageName')}
            description={{ target: tTarget('viewInThisLanguage'), page: t('viewInOtherLanguage') }}
          />
          <SearchLauncher label={t('openSearch')} searchPageHref={localizedPath(SEARCH_PATH, locale)} />
          <MobileMenu
            items={nav}
            searchHref={localizedPath(SEARCH_PATH, locale)}
            labels={{
              open: t('openMenu'),
              close: t('closeMenu'),
              title: t('menuTitle'),
              search: t('openSearch'),
              navigation: t('mainNavigation'),
            }}
          />
        </div>
      </div>
      <SearchOverlayLoader
        locale={locale}
        indexUrl={`/api/search-index/${locale}`}
        popular={POPULAR_SEARCHES.map((term) => tSearch(`popularTerms.${term}`))}
        labels={{
          title: tSearch('title'),
          label: tSearch('label'),
          placeholder: tSearch('placeholder'),
          close: tSearch('close'),
          // Raw templates: the overlay fills in the count and the query as the visitor types.
          resultsCount: tSearch.raw('resultsCount') as string,
          resultsCountOne: tSearch('resultsCountOne'),
          noResults: tSearch.raw('noResults') as string,
          tryDifferent: tSearch('tryDifferent'),
          didYouMean: tSearch.raw('didYouMean') as string,
          popular: tSearch('popular'),
          resultsLabel: tSearch('resultsLabel'),
          hint: tSearch('hint'),
          loading: tSearch('loading'),
          loadFailed: tSearch('loadFailed'),
        }}
      />
    </header>
  );
}
