#!/usr/bin/env node
// Takes full-page screenshots of site pages in Debian's Chromium, for looking at a change.
// Usage: node scripts/screenshot.mjs http://localhost:3000 /path [/other ...]  (WIDTHS=375,1280 OUT=/tmp/shots)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: screenshot.mjs BASE_URL PATH [PATH ...]');
  process.exit(2);
}
const widths = (process.env.WIDTHS || '375,1280').split(',').map(Number);
const out = process.env.OUT || '/tmp/shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 800 : 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
