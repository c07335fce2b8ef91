import type { ComponentType, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES, type RouteKey } from '@/lib/site/routes';
import { localeOf, type Locale } from '@/lib/i18n/routing';
import { PageIntro } from '@/components/page/page-intro';
import styles from './content.module.css';

type RouteProps = { params: Promise<{ locale: string }> };

/**
 * The two exports of a content page whose heading and description live under `pages.{key}`,
 * with a body that gets the page's locale (for institute data and number formats).
 */
export function contentPage(key: RouteKey, Body: ComponentType<{ locale: Locale }>) {
  async function generateMetadata({ params }: RouteProps) {
    const { locale } = await params;
    return pageMetadata(locale, key, ROUTES[key]);
  }

  async function Page({ params }: RouteProps) {
    const { locale: param } = await params;
    const locale = localeOf(param);
    const t = await getTranslations({ locale, namespace: `pages.${key}` });
    return (
      <>
        <PageIntro title={t('title')} description={t('description')} route={key} />
        <Body locale={locale} />
      </>
    );
  }

  return { generateMetadata, Page };
}

type LayoutProps = {
  children: ReactNode;
  aside?: ReactNode;
  /** The side column comes first on phones (and to screen readers), still on the right on large screens. */
  asideFirst?: boolean;
};

/** The body of a content page: full width, or the main text with a side column on large screens. */
export function ContentLayout({ children, aside, asideFirst }: LayoutProps) {
  if (!aside) return <div className={`container ${styles.page}`}>{children}</div>;
  const main = <div className={styles.main}>{children}</div>;
  const side = <div className={styles.aside}>{aside}</div>;
  return (
    <div className={`container ${styles.page}`}>
      <div className={`${styles.split} ${asideFirst ? styles.asideFirst : ''}`}>
        {asideFirst ? side : main}
        {asideFirst ? main : side}
      </div>
    </div>
  );
}
