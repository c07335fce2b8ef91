#!/usr/bin/env node
// What a visitor on a slow phone sees, in loads that Chrome really throttles, each in a fresh
// profile (DESIGN.md section 7, instrument 2). Per page, the median of RUNS loads of:
// - FCP and LCP;
// - interactive: when React has taken over the page (it has claimed <body>, the last element of the
//   page's shell it hydrates: the same mark on any Next page), and its difference to the
//   framework-alone page's in the same rounds (perf-floor.mjs);
// - the longest main-thread task before then;
// - menu: when a tap on the header's menu button first opens the menu on the same page (a tap
//   every 250 ms from the first byte, on a phone's width);
// - submit: on the admission form, when its button can send (the script and the human check done);
// - CLS, and on Bengali pages which face drew the page's heading on this first view: the web font
//   ("web") or a face of the device's. BENGALI_FACE=none hides the machine's own Bengali faces from
//   Chromium (a fontconfig of its own), as on a phone that has none.
// Lighthouse's LCP is simulated from an unthrottled load (decision 0008): a change that moves work
// in time (when scripts are requested, what runs before the paint) must be checked here too.
//
//   npm run serve -- -p 3290     (after `npm run build`), then:
//   BASE_URL=http://localhost:3290 [COMPARE_URL=http://localhost:3292] [RUNS=5] [PAGES=/,/bn] \
//     [PROFILE=very-slow] [PERF_FLOOR=0] [BENGALI_FACE=none] npm run perf:throttled
// PROFILE: slow-4g (default; Lighthouse's slow 4G as DevTools applies it: 562.5 ms per request,
// 1.47 Mbit/s down, 4x CPU) or very-slow (400 kbit/s, 400 ms round trip, 6x CPU).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { buildFrameworkAlone } from './perf-floor.mjs';
import { throttledReport } from './perf-budget.mjs';
import { PERF_PAGES, inRoundOrder, median, pageGroups } from './perf-pages.mjs';
import { startSite } from './site-server.mjs';

const BASE = process.env.BASE_URL;
const COMPARE = process.env.COMPARE_URL;
const RUNS = Number(process.env.RUNS || 5);
const FLOOR = process.env.PERF_FLOOR !== '0';
const FLOOR_LABEL = '(framework alone)';
if (!BASE) {
  console.error('usage: BASE_URL=http://localhost:3290 [COMPARE_URL=…] npm run perf:throttled (a server must be running there)');
  process.exit(2);
}

const PROFILES = {
  'slow-4g': { latency: 562.5, down: (1.6 * 1024 * 0.9 * 1024) / 8, up: (750 * 0.9 * 1024) / 8, cpu: 4, label: 'slow 4G, 4x CPU' },
  'very-slow': { latency: 400, down: (400 * 1024) / 8, up: (400 * 1024) / 8, cpu: 6, label: '400 kbit/s, 400 ms round trip, 6x CPU' },
};
const profile = PROFILES[process.env.PROFILE || 'slow-4g'];
if (!profile) {
  console.error(`PROFILE must be one of: ${Object.keys(PROFILES).join(', ')}`);
  process.exit(2);
}

// Recorded in the page from its first byte: the long tasks, and when the admission form can send.
const RECORD = () => {
  window.__longest = 0;
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // React keeps its fiber on each element it hydrates; <body> completes after all it holds.
  const hydration = setInterval(() => {
    if (!document.body || !Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'))) return;
    window.__hydratedAt = performance.now();
    clearInterval(hydration);
  }, 20);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const ready = () => document.querySelector('form[data-form="admission"] button[type="submit"]:not([disabled])');
  new MutationObserver((_records, observer) => {
    if (!ready()) return;
    window.__submitAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
};

/**
 * Presses the menu button every 250 ms until the menu opens on this page; resolves with when (page
 * time). A press by script, where the button is: a tap by coordinates could land on what a late
 * layout shift put there (the top bar's phone link).
 */
async function menuOpensAt(page) {
  for (let tries = 0; tries < 600; tries += 1) {
    const at = await page
      .evaluate(() => {
        const button = document.querySelector('header button[aria-controls="mobile-menu"], header button[popovertarget="mobile-menu"]');
        if (!button) return null;
        button.click();
        const dialog = document.querySelector('#mobile-menu [role="dialog"], [role="dialog"]#mobile-menu');
        if (!dialog?.checkVisibility()) return null;
        const at = performance.now();
        // Closed the same way: a trusted key press would end the page's LCP recording.
        document.querySelector('#mobile-menu button[aria-label]')?.click();
        return at;
      })
      .catch(() => null);
    if (at) return at;
    await page.waitForTimeout(250);
  }
  return NaN;
}

/** Which face drew the page's first heading: 'web' (an @font-face file) or the device's own face's name. */
async function headingFace(cdp) {
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const most = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
    return most ? (most.isCustomFont ? 'web' : most.familyName) : '-';
  } catch {
    return '-';
  }
}

/**
 * A fontconfig that gives Chromium the machine's fonts without its Bengali faces (Debian's
 * fonts-noto-core has Noto Sans Bengali, which the site's local() would find): a phone with none.
 */
function fontconfigWithoutBengali() {
  const dir = mkdtempSync(join(tmpdir(), 'fontconfig-'));
  const file = join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <cachedir>${dir}/cache</cachedir>\n  <selectfont><rejectfont><glob>*Bengali*</glob></rejectfont></selectfont>\n</fontconfig>\n`,
  );
  return file;
}

async function load(url, { probeMenu }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: Math.floor(profile.down),
    uploadThroughput: Math.floor(profile.up),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await page.addInitScript(RECORD);
  await page.goto(url, { waitUntil: 'commit', timeout: 180_000 });
  const menu = probeMenu ? await menuOpensAt(page) : NaN;
  await page.waitForLoadState('load', { timeout: 180_000 });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 180_000 });
  if (url.includes('/admission') && !url.includes('/admission/')) {
    await page.waitForFunction(() => window.__submitAt !== undefined, null, { timeout: 180_000 }).catch(() => undefined);
  }
  const face = new URL(url).pathname.startsWith('/bn') ? await headingFace(cdp) : undefined;
  const figures = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            lcp: entries[entries.length - 1]?.startTime ?? NaN,
            interactive: window.__hydratedAt,
            longest: window.__longest,
            submit: window.__submitAt ?? NaN,
            cls: window.__cls,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // No LCP entry at all (a page without one) would leave this waiting: the rest, without it.
        setTimeout(() => resolve({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, lcp: NaN, interactive: window.__hydratedAt, longest: window.__longest, submit: window.__submitAt ?? NaN, cls: window.__cls }), 5000);
      }),
  );
  await context.close();
  return { ...figures, menu, face };
}

const floorBase = FLOOR
  ? (await startSite({ port: Number(new URL(BASE).port || 80) + 5, dir: buildFrameworkAlone(), logFile: join(mkdtempSync(join(tmpdir(), 'throttled-floor-')), 'server.log') })).origin
  : null;
// Launched once the framework-alone page is built and serving: a build beside an idle browser has
// closed its pages under it.
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  ...(process.env.BENGALI_FACE === 'none' ? { env: { ...process.env, FONTCONFIG_FILE: fontconfigWithoutBengali() } } : {}),
});
const groups = pageGroups(PERF_PAGES, BASE, COMPARE);
if (floorBase) groups.push([{ label: FLOOR_LABEL, url: `${floorBase}/`, floor: true }]);
const targets = groups.flat();
const runs = new Map(targets.map(({ label }) => [label, []]));
for (let round = 0; round < RUNS; round++) {
  for (const group of groups) {
    for (const target of inRoundOrder(group, round)) {
      if (process.env.PERF_DEBUG) console.error(`loading ${target.url}`);
      runs.get(target.label).push(await load(target.url, { probeMenu: !target.floor }));
    }
  }
}
await browser.close();

const med = (label, key) => median(runs.get(label).map((x) => x[key]).filter((v) => !Number.isNaN(v)));
/** The faces that drew a Bengali page's heading, run by run ("web 4 of 5, Lohit Bengali 1"). */
const faces = (label) => {
  const seen = runs.get(label).map((x) => x.face).filter(Boolean);
  if (seen.length === 0) return '';
  const counts = Object.entries(Object.groupBy(seen, (face) => face)).map(([face, list]) => `${face} ${list.length}`);
  return `${counts.join(', ')} of ${seen.length}`;
};
const floorInteractive = floorBase ? med(FLOOR_LABEL, 'interactive') : NaN;
const cell = (value, width = 8) => (Number.isFinite(value) ? String(Math.round(value)) : '-').padStart(width);
console.log(`Throttled loads (${profile.label}), median of ${RUNS} (${BASE}${COMPARE ? `; (B): ${COMPARE}` : ''})`);
console.log('page                           FCP ms   LCP ms  interactive   vs floor  longest task   menu ms  submit ms    CLS  Bengali face');
for (const { label } of targets) {
  const interactive = med(label, 'interactive');
  const diff = label === FLOOR_LABEL || !floorBase ? '' : `${interactive - floorInteractive >= 0 ? '+' : ''}${Math.round(interactive - floorInteractive)}`;
  console.log(
    `${label.padEnd(29)} ${cell(med(label, 'fcp'))} ${cell(med(label, 'lcp'))} ${cell(interactive, 12)} ${diff.padStart(10)} ${cell(med(label, 'longest'), 13)} ${cell(med(label, 'menu'), 9)} ${cell(med(label, 'submit'), 10)} ${(med(label, 'cls') ?? NaN).toFixed(3).padStart(6)}  ${faces(label)}`,
  );
}
const measured = targets
  .filter(({ label }) => label !== FLOOR_LABEL)
  .map(({ label }) => ({ page: label, ...Object.fromEntries(['lcp', 'interactive', 'longest', 'menu', 'submit'].map((key) => [key, med(label, key) ?? NaN])) }));
console.log(`Budgets of DESIGN.md section 7 for this profile (${process.env.PROFILE || 'slow-4g'}; the other profile's with PROFILE=${process.env.PROFILE === 'very-slow' ? 'slow-4g' : 'very-slow'}):`);
for (const line of throttledReport(measured, floorInteractive, process.env.PROFILE === 'very-slow' ? 'very-slow' : 'slow-4g')) console.log(line);
process.exit(0);
