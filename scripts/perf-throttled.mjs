#!/usr/bin/env node
// What a visitor on a slow phone sees, in loads that Chrome really throttles (Lighthouse's slow 4G as
// DevTools applies it: 562.5 ms per request, 1.47 Mbit/s down; the CPU four times slower), each in a
// fresh profile: per page, the first contentful paint, the largest one, and when the page's script
// has taken over its controls (the header menu's triggers gain aria-expanded when React hydrates).
// Median of RUNS loads; with COMPARE_URL, the same pages on a second server in the same rounds,
// marked (B). Lighthouse's LCP is a simulation from an unthrottled load (decision 0008): a change
// that moves work in time (when scripts are requested, what runs before the paint) must be checked
// here too, where its cost to interactivity shows.
//
//   npm run serve -- -p 3290     (after `npm run build`), then:
//   BASE_URL=http://localhost:3290 [COMPARE_URL=http://localhost:3292] [RUNS=5] [PAGES=/,/bn] \
//     npm run perf:throttled
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { PERF_PAGES, inRoundOrder, median, pageGroups } from './perf-pages.mjs';

const BASE = process.env.BASE_URL;
const COMPARE = process.env.COMPARE_URL;
const RUNS = Number(process.env.RUNS || 5);
if (!BASE) {
  console.error('usage: BASE_URL=http://localhost:3290 [COMPARE_URL=…] npm run perf:throttled (a server must be running there)');
  process.exit(2);
}

// Recorded in the page from its first byte: when the script has made the menu's first trigger a
// working control.
const RECORD_HYDRATION = () => {
  const seen = () => document.querySelector('nav button[aria-expanded]');
  new MutationObserver((_records, observer) => {
    if (seen()) {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded'] });
};

const browser = await chromium.launch(chromiumLaunchOptions);

async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
    uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(RECORD_HYDRATION);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 120_000 });
  const figures = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            lcp: entries[entries.length - 1]?.startTime ?? NaN,
            interactive: window.__hydratedAt,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return figures;
}

const groups = pageGroups(PERF_PAGES, BASE, COMPARE);
const targets = groups.flat();
const runs = new Map(targets.map(({ label }) => [label, []]));
for (let round = 0; round < RUNS; round++) {
  for (const group of groups) {
    for (const { label, url } of inRoundOrder(group, round)) runs.get(label).push(await load(url));
  }
}
await browser.close();

console.log(`Throttled loads (slow 4G, 4x CPU), median of ${RUNS} (${BASE}${COMPARE ? `; (B): ${COMPARE}` : ''})`);
console.log('page                          FCP ms   LCP ms   interactive ms');
for (const { label } of targets) {
  const r = runs.get(label);
  const m = (key) => String(Math.round(median(r.map((x) => x[key])))).padStart(8);
  console.log(`${label.padEnd(28)} ${m('fcp')} ${m('lcp')} ${m('interactive').padStart(16)}`);
}
