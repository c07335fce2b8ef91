#!/usr/bin/env node
// A repeat visit against the first (issue 47): LCP, when React has taken over the page, and the bytes
// the browser (and its service worker) downloaded, for a first visit in a fresh profile and a second
// visit to the same page in that profile, with the service worker (decision 0016) and without it
// (the browser's HTTP cache alone). The network is throttled in a small proxy in front of the site,
// which counts every byte: Chrome's own throttling does not reach a service worker's requests. The
// proxy delays each answer by LATENCY_MS and sends it at DOWN_KBPS (per answer: an approximation
// of slow 4G), and the page's CPU is slowed 4x.
//
//   npm run serve -- -p 3290   (after `npm run build`), then:
//   BASE_URL=http://localhost:3290 [RUNS=3] [PAGES=/,/notice,/bn/notice] node scripts/perf-repeat-visit.mjs
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const BASE = process.env.BASE_URL;
if (!BASE) {
  console.error('usage: BASE_URL=http://localhost:3290 [RUNS=3] [PAGES=/,/notice] node scripts/perf-repeat-visit.mjs');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS || 3);
const PAGES = (process.env.PAGES || '/,/notice,/bn/notice').split(',');
const LATENCY_MS = Number(process.env.LATENCY_MS || 562);
const BYTES_PER_MS = (Number(process.env.DOWN_KBPS || 1474) * 1024) / 8 / 1000;
const target = new URL(BASE);

let bytes = 0;
const proxy = http.createServer((req, res) => {
  const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } }, async (answer) => {
    await sleep(LATENCY_MS);
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    for await (const chunk of answer) {
      bytes += chunk.length;
      await sleep(chunk.length / BYTES_PER_MS);
      res.write(chunk);
    }
    res.end();
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const origin = `http://localhost:${proxy.address().port}`;

// From the first byte: the largest paint, and when React has claimed <body> (as perf-throttled.mjs).
const RECORD = () => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__lcp = entries[entries.length - 1]?.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const hydration = setInterval(() => {
    if (!document.body || !Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'))) return;
    window.__hydratedAt = performance.now();
    clearInterval(hydration);
  }, 20);
};

async function visit(page, path) {
  bytes = 0;
  await page.goto(origin + path, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, { timeout: 60_000 });
  await sleep(1500);
  const { lcp, interactive } = await page.evaluate(() => ({ lcp: window.__lcp, interactive: window.__hydratedAt }));
  return { lcp, interactive, kb: bytes / 1024 };
}

const browser = await chromium.launch(chromiumLaunchOptions);
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const path of PAGES) {
  for (const worker of ['allow', 'block']) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ serviceWorkers: worker });
      await context.addInitScript(RECORD);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const first = await visit(page, path);
      let installKb = 0;
      if (worker === 'allow') {
        bytes = 0;
        await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
        await sleep(3000);
        installKb = bytes / 1024;
      }
      const repeat = await visit(page, path);
      runs.push({ first, repeat, installKb });
      await context.close();
    }
    const m = (pick) => median(runs.map(pick)).toFixed(0);
    rows.push(
      `${path.padEnd(12)} ${worker === 'allow' ? 'worker  ' : 'no worker'} ` +
        `first: LCP ${m((r) => r.first.lcp)} ms, interactive ${m((r) => r.first.interactive)} ms, ${m((r) => r.first.kb)} KB | ` +
        `repeat: LCP ${m((r) => r.repeat.lcp)} ms, interactive ${m((r) => r.repeat.interactive)} ms, ${m((r) => r.repeat.kb)} KB` +
        (worker === 'allow' ? ` | worker install ${m((r) => r.installKb)} KB` : ''),
    );
    console.log(rows.at(-1));
  }
}
await browser.close();
proxy.close();
console.log(`\nmedians of ${RUNS} runs; ${LATENCY_MS} ms per answer, ${(BYTES_PER_MS * 8).toFixed(0)} kbit/s per answer, 4x CPU`);
