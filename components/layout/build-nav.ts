import { NAV, ROUTES } from '@/lib/site/routes';
import type { NavItem } from './nav-types';

type Translate = (key: string) => string;

/** Turns the site map's menu into translated, serialisable data for the client islands. */
export function buildNav(t: Translate): NavItem[] {
  return NAV.map((entry) =>
    entry.kind === 'link'
      ? { kind: 'link', key: entry.key, href: ROUTES[entry.key], label: t(`items.${entry.key}`) }
      : {
          kind: 'group',
          key: entry.key,
          label: t(`groups.${entry.key}`),
          items: entry.items.map((key) => ({ href: ROUTES[key], label: t(`items.${key}`) })),
        },
  );
}
