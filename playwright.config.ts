import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as launchOptions } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT || 3210);
const baseURL = process.env.E2E_BASE_URL || `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    launchOptions,
    trace: 'retain-on-failure',
    // The service worker (decision 0016) would answer requests that tests hold or fail with
    // page.route(); tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  // Most behaviour is the same at any width: it is tested once, at 1280 px. What depends on the
  // width (menus, the hero, carousels, dialogs, what the sticky header covers) is tagged @widths and
  // runs at both; the phone's own (the slide-in menu, the page sweep at 375 px) is tagged @phone.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      grep: /@phone\b|@widths\b/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 800 }, launchOptions },
    },
  ],
  // The production build, on a data directory of its own so tests never touch a developer's data.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The standalone server the build is made for, as `npm start` runs it (scripts/serve.mjs).
        command: `node scripts/serve.mjs -p ${PORT} -H localhost`,
        url: `${baseURL}/`,
        timeout: 60_000,
        reuseExistingServer: false,
        env: {
          DATA_DIR: process.env.E2E_DATA_DIR || '.e2e-data',
          SITE_URL: baseURL,
          // Every test shares one client address; the real limits are tested on their own.
          RATE_LIMIT_ADMISSION: '200',
          RATE_LIMIT_FORMS: '500',
          // A lighter proof of work keeps the form tests quick; verification stays real.
          HUMAN_CHECK_DIFFICULTY: process.env.HUMAN_CHECK_DIFFICULTY || '20000',
        },
      },
});
