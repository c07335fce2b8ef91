import type { ReactNode } from 'react';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { defaultLocale, localeOf, type Locale } from '@/lib/i18n/routing';
import { laterPage, laterPageParams } from '@/lib/lists/prerendered-pages';

type LaterPageProps = { params: Promise<{ locale: string; page: string }> };

/**
 * What a list's `pages/[page]` route exports: the later page of the list at `path`, which proxy.ts
 * rewrites `?page=N` to (lib/lists/prerendered-pages.ts). Pages the list has at build time are
 * prerendered; a later one is rendered on request (the route's `instant = false`). Its metadata is
 * the list's (`pages.{key}`), titled with the page shown: the last one, past the end.
 */
export function laterPageRoute({
  key,
  path,
  pageSize,
  count,
  Page,
}: {
  key: string;
  path: string;
  pageSize: number;
  /** How many items the list pages through in `locale` (its first tab's, for the gallery). */
  count: (locale: Locale) => Promise<number>;
  /** The list's page, drawn on `page`, the one the address asks for (the list's own state). */
  Page: (props: { locale: Locale; page: number }) => Promise<ReactNode>;
}) {
  async function pageOf(params: LaterPageProps['params']) {
    const { locale: param, page } = await params;
    const locale = localeOf(param);
    return { locale, ...laterPage(page, await count(locale), pageSize) };
  }
  return {
    generateStaticParams: async () => laterPageParams(await count(defaultLocale), pageSize),
    generateMetadata: async ({ params }: LaterPageProps) => {
      const { locale, shown } = await pageOf(params);
      return pageMetadata(locale, key, path, shown);
    },
    LaterPage: async function LaterPage({ params }: LaterPageProps) {
      const { locale, asked } = await pageOf(params);
      return <Page locale={locale} page={asked} />;
    },
  };
}
