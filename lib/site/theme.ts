/**
 * The brand colour the browser paints its own bar with on phones, and an installed app its
 * title bar: the `themeColor` of every page and the manifests' `theme_color`. The same teal as
 * `--color-brand-strong` in app/globals.css.
 */
export const THEME_COLOR = '#1a7a6f';
