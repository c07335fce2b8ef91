// One run of the crowd drill (scripts/crowd-drill.mjs): visitors browsing through the front while
// applications arrive at a steady rate, optionally with the site stopped for a while in the middle.
import { applicationBody, isBengali, percentile, send, sleep } from './crowd-client.mjs';

/** The pages the crowd opens, in each language: cached ones, and the form page rendered per request. */
export const CROWD_PAGES = {
  en: ['/', '/notice', '/admission/tuition-fees', '/admission'],
  bn: ['/bn', '/bn/notice', '/bn/admission/tuition-fees', '/bn/admission'],
};
/** Rendered per request for its nonce (lib/security/headers.mjs NONCE_PAGES): never cached, so never stale. */
export const isFormPage = (path) => /\/admission$/.test(path);

const random = (min, max) => min + Math.random() * (max - min);
const UNAVAILABLE_PAGE = /briefly unavailable/;

/**
 * @param {object} o
 * @param {string} o.front The front's origin.
 * @param {number} o.seconds
 * @param {number} o.visitors
 * @param {[number, number]} o.thinkMs A visitor reads each page for a time between these…
 * @param {[number, number]} o.formMs …and stays on the admission form for a time between these (filling it in).
 * @param {number} o.rate Applications per second.
 * @param {string[]} o.tokens Solved human checks, one per application.
 * @param {number} o.firstRoll SSC roll of the first application (each gets its own).
 * @param {{ id: number; title_en: string }} o.department
 * @param {{ at: number; stop: () => Promise<void>; start: () => Promise<void>; downSeconds: number }} [o.outage]
 */
export async function runCrowd({ front, seconds, visitors, thinkMs, formMs, rate, tokens, firstRoll, department, outage }) {
  // A front that has served each page once, as it has long before a crowd arrives.
  for (const language of ['en', 'bn']) {
    for (const path of CROWD_PAGES[language]) {
      for (const encoding of [{ 'accept-encoding': 'gzip' }, {}]) await send(`${front}${path}`, { headers: { ...encoding, ...(language === 'bn' ? { cookie: 'language=bn' } : {}) } });
    }
  }
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const ends = started + seconds * 1000;
  const pages = new Map([...CROWD_PAGES.en, ...CROWD_PAGES.bn].map((path) => [path, { latencies: [], errors: 0, told: 0, cut: 0, statuses: new Map() }]));
  const problems = [];
  const slow = [];
  let down = null;

  /** When the site was killed (seconds into the run): a request already in flight then is cut off, not refused. */
  let killedAt = null;
  const visitor = async (language) => {
    // The crowd is already there: each visitor is somewhere in their reading of a page.
    await sleep(random(0, thinkMs[1]));
    while (performance.now() < ends) {
      const path = CROWD_PAGES[language][Math.floor(Math.random() * 4)];
      // One in ten asks for no compression, so its language can be read.
      const plain = Math.random() < 0.1;
      const headers = { ...(plain ? {} : { 'accept-encoding': 'gzip' }), ...(language === 'bn' ? { cookie: 'language=bn' } : {}) };
      const sentAt = elapsed();
      const answer = await send(`${front}${path}`, { headers });
      const row = pages.get(path);
      row.latencies.push(answer.ms);
      row.statuses.set(answer.status, (row.statuses.get(answer.status) ?? 0) + 1);
      const lang = plain && answer.status === 200 ? answer.body.toString().match(/<html[^>]*\slang="([^"]+)"/)?.[1] : language;
      if (answer.status === 200 && lang === language) {
        // Served; a page that took long says when, and the front's X-Cache (MISS, UPDATING, STALE…)
        // whether it waited for the site.
        if (answer.ms > 1000 && slow.length < 8) slow.push(`${path}: ${answer.ms.toFixed(0)} ms, X-Cache ${answer.headers['x-cache'] ?? '-'} at ${elapsed().toFixed(1)} s`);
      } else if (answer.status === 503 && isFormPage(path) && down !== null && UNAVAILABLE_PAGE.test(answer.body.toString())) {
        row.told += 1;
      } else if (killedAt !== null && sentAt <= killedAt && elapsed() >= killedAt && isFormPage(path)) {
        // Streamed (a form page) when the site died: the front can only close the connection.
        row.cut += 1;
      } else {
        row.errors += 1;
        if (problems.length < 10) problems.push(`${path}: ${answer.status}${answer.status === 200 ? ` in ${lang}` : ''} at ${elapsed().toFixed(1)} s`);
      }
      // A visitor still reading when the run ends asks for nothing more.
      await sleep(Math.max(0, Math.min(random(...(isFormPage(path) ? formMs : thinkMs)), ends - performance.now())));
    }
  };

  const applications = [];
  const apply = async (i) => {
    const language = i % 2 === 0 ? 'en' : 'bn';
    const body = applicationBody({ name: `Crowd Drill Student ${i}`, department, roll: firstRoll + i, token: tokens[i] });
    const answer = await send(`${front}/api/admission?lang=${language}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        origin: front,
        'accept-language': language === 'bn' ? 'bn-BD,bn;q=0.9,en;q=0.5' : 'en-GB,en;q=0.9',
        'idempotency-key': crypto.randomUUID(),
      },
      body,
      timeoutMs: 60_000,
    });
    let message = '';
    try {
      message = String(JSON.parse(answer.body.toString()).message ?? '');
    } catch {
      // not JSON: an error below
    }
    const inLanguage = message !== '' && isBengali(message) === (language === 'bn');
    const outcome = answer.status === 201 ? 'stored' : answer.status === 503 && inLanguage ? 'told' : 'error';
    if (outcome === 'error' && problems.length < 20) problems.push(`application ${i}: ${answer.status} ${answer.body.toString().slice(0, 120)}`);
    applications.push({ roll: firstRoll + i, outcome, ms: answer.ms, status: answer.status, language, duringOutage: down !== null });
  };
  const applicationsSent = (async () => {
    const sending = [];
    for (let i = 0; performance.now() < ends && i < tokens.length; i += 1) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      sending.push(apply(i));
    }
    await Promise.all(sending);
  })();

  let outageFigures = null;
  const outageDone = (async () => {
    if (!outage) return;
    await sleep(outage.at * 1000);
    down = elapsed();
    killedAt = down;
    await outage.stop();
    await sleep(outage.downSeconds * 1000);
    const restarting = elapsed();
    await outage.start();
    outageFigures = { stoppedAt: down, restartedAt: restarting, answeringAt: elapsed() };
    down = null;
  })();

  await Promise.all([...Array.from({ length: visitors }, (_, i) => visitor(i % 2 === 0 ? 'en' : 'bn')), applicationsSent, outageDone]);
  const rows = [...pages].map(([path, row]) => {
    const sorted = row.latencies.sort((a, b) => a - b);
    return { path, requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors: row.errors, told: row.told, cut: row.cut, statuses: row.statuses };
  });
  return { seconds: elapsed(), rows, applications, problems: [...problems, ...slow], outage: outageFigures };
}
