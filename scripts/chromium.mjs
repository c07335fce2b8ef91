// Debian's Chromium, started the way this project's machines need: no sandbox (they run as root),
// no GPU, no background traffic. One place for the end-to-end tests, Lighthouse (npm run perf),
// npm run perf:throttled and the screenshot helper.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
