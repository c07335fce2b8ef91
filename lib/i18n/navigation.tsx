'use client';

/**
 * Locale-aware navigation for server and client components: a Link, usePathname and useRouter
 * that add /bn for Bengali pages. Ours rather than next-intl's createNavigation, whose client
 * side brings next-intl's message formatter into every page's JavaScript (about 16 KB
 * compressed) although the browser never formats a message.
 */
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { LinkPendingSignal } from '@/lib/ui/navigation-pending';
import { useLocale } from './locale-context';
import { localizeHref, splitLocale, type Href } from './paths';
import type { Locale } from './routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale };

/**
 * Links are not prefetched (Next's default prefetches every link that scrolls into view; with
 * `prefetch={false}` Next 16 does not prefetch on hover or touch either): visitors on metered
 * mobile data should not download pages they never open. A page is fetched when it is opened.
 */
export function Link({ href, locale, prefetch = false, children, ...props }: LinkProps) {
  const current = useLocale();
  return (
    <NextLink href={localizeHref(href, locale ?? current)} prefetch={prefetch} {...props}>
      {children}
      <LinkPendingSignal />
    </NextLink>
  );
}

/** The current path without its language prefix: '/notice' on both /notice and /bn/notice. */
export function usePathname(): string {
  return splitLocale(useNextPathname() ?? '/').path;
}

export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return {
    push: (href: Href, options?: { locale?: Locale; scroll?: boolean }) =>
      router.push(localizeHref(href, options?.locale ?? current), { scroll: options?.scroll }),
    replace: (href: Href, options?: { locale?: Locale; scroll?: boolean }) =>
      router.replace(localizeHref(href, options?.locale ?? current), { scroll: options?.scroll }),
    refresh: () => router.refresh(),
    back: () => router.back(),
  };
}
