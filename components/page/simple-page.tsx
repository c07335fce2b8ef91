import type { ComponentType } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES, type RouteKey } from '@/lib/site/routes';
import { PageIntro } from './page-intro';

type RouteProps = { params: Promise<{ locale: string }> };

/**
 * Builds the two exports of a page whose heading and description live under `pages.{key}`:
 * its metadata and the page itself, with an optional body below the heading.
 */
export function simplePage(key: RouteKey, Body?: ComponentType) {
  async function generateMetadata({ params }: RouteProps) {
    const { locale } = await params;
    return pageMetadata(locale, key, ROUTES[key]);
  }

  async function Page() {
    const t = await getTranslations(`pages.${key}`);
    return (
      <>
        <PageIntro title={t('title')} description={t('description')} route={key} />
        {Body ? <Body /> : null}
      </>
    );
  }

  return { generateMetadata, Page };
}
