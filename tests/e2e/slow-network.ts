import { expect, type Page } from '@playwright/test';
import { messages } from './messages';

type Match = Parameters<Page['route']>[0];

/** The page's script chunks: holding them keeps the page as it is before its script has run. */
export const SCRIPT_CHUNKS = /\/_next\/static\/chunks\//;

/**
 * Holds back every request matching `match` from now on, as a slow network would, until the
 * returned function is called; then they go through.
 */
export async function holdRequests(page: Page, match: Match): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(match, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the page (English or Bengali) is interactive: the header's controls are buttons, no longer their no-script links. */
export async function waitUntilInteractive(page: Page, isMobile: boolean) {
  const key = isMobile ? 'openMenu' : 'openSearch';
  const name = new RegExp(`${messages.en.header[key]}|${messages.bn.header[key]}`);
  await expect(page.getByRole('button', { name }).first()).toBeVisible();
}
