/** The menu as the client islands receive it: already translated, plain data. */
export type NavLinkItem = { href: string; label: string };
export type NavGroupItem = { kind: 'group'; key: string; label: string; items: NavLinkItem[] };
export type NavItem = NavGroupItem | ({ kind: 'link'; key: string } & NavLinkItem);
