// What the front must never do, checked through it before the crowd arrives (scripts/crowd-drill.mjs):
// serve a Bengali visitor English from the cache (or the other way round), keep an answer that sets
// a cookie, a form page's nonce, the proof-of-work challenge or a POST, or hold a revalidated page
// past its lifetime.
import { DatabaseSync } from 'node:sqlite';
import { isBengali, send, sleep } from './crowd-client.mjs';

const htmlLang = (answer) => answer.body.toString().match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? '-';
const nonceOf = (answer) => String(answer.headers['content-security-policy'] ?? '').match(/'nonce-([^']+)'/)?.[1];
const cache = (answer) => answer.headers['x-cache'] ?? '-';

/**
 * @param {{ front: string; dbFile: string; revalidateSecret: string; check: (ok: boolean, what: string) => void }} options
 */
export async function checkFrontCache({ front, dbFile, revalidateSecret, check }) {
  const page = (path, headers = {}) => send(`${front}${path}`, { headers });
  const gzip = { 'accept-encoding': 'gzip' };

  const first = await page('/notice', gzip);
  const second = await page('/notice', gzip);
  check(first.status === 200 && second.status === 200 && cache(second) === 'HIT' && second.headers['content-encoding'] === 'gzip', `a cached page is kept compressed: /notice ${cache(first)} then ${cache(second)}, ${second.headers['content-encoding'] ?? 'identity'}`);

  // A returning Bengali visitor at an English address: the site's redirect, never the cached English page.
  const english = await page('/notice');
  const bengaliAtEnglish = await Promise.all([1, 2, 3].map(() => page('/notice', { ...gzip, cookie: 'language=bn' })));
  check(
    bengaliAtEnglish.every((a) => a.status === 307 && /\/bn\/notice$/.test(String(a.headers.location)) && cache(a) !== 'HIT'),
    `a visitor whose choice is Bengali is sent to /bn/notice each time, never given the cached English page (${bengaliAtEnglish.map((a) => `${a.status} ${cache(a)}`).join(', ')})`,
  );
  const bengali = await page('/bn/notice', { cookie: 'language=bn' });
  const englishAgain = await page('/notice');
  const englishChoice = await page('/notice', { cookie: 'language=en' });
  check(htmlLang(english) === 'en' && htmlLang(englishAgain) === 'en' && htmlLang(englishChoice) === 'en' && htmlLang(bengali) === 'bn', `each language gets its own page: /notice lang=${htmlLang(englishAgain)} (${cache(englishAgain)}), with language=en ${htmlLang(englishChoice)}, /bn/notice lang=${htmlLang(bengali)}`);

  // The language toggle's link stores the choice: an answer that sets a cookie is never kept.
  const choices = [await page('/notice?language=bn'), await page('/notice?language=bn')];
  check(choices.every((a) => a.status === 307 && String(a.headers['set-cookie'] ?? '').includes('language=bn') && cache(a) !== 'HIT'), `the language choice's answer (Set-Cookie) reaches the site every time: ${choices.map((a) => `${a.status} ${cache(a)}`).join(', ')}`);
  const afterChoice = await page('/notice');
  check(afterChoice.status === 200 && htmlLang(afterChoice) === 'en', `a visitor without the cookie still gets English after someone chose Bengali (${afterChoice.status}, lang=${htmlLang(afterChoice)})`);

  // The form pages render per request with a nonce of their own (decision 0006).
  const forms = [await page('/admission', gzip), await page('/admission', gzip), await page('/bn/admission', gzip), await page('/bn/admission', gzip)];
  const nonces = new Set(forms.map(nonceOf));
  check(forms.every((a) => a.status === 200 && cache(a) !== 'HIT' && nonceOf(a)) && nonces.size === forms.length, `form pages are never cached: ${forms.map((a) => `${a.status} ${cache(a)}`).join(', ')}, ${nonces.size} different nonces`);

  // The proof-of-work challenge and the form posts go to the site every time.
  const challenges = [await page('/api/human-check'), await page('/api/human-check')];
  const salts = new Set(challenges.map((a) => JSON.parse(a.body.toString() || '{}').challenge?.salt));
  check(challenges.every((a) => a.status === 200 && a.headers['x-cache'] === undefined) && salts.size === 2, `GET /api/human-check is never cached (${salts.size} different challenges)`);
  const post = () => send(`${front}/api/admission?lang=en`, { method: 'POST', headers: { 'content-type': 'application/json', origin: front }, body: '{}' });
  const posts = [await post(), await post()];
  check(posts.every((a) => a.status === 400 && a.headers['x-cache'] === undefined), `POST /api/admission reaches the site every time: ${posts.map((a) => a.status).join(', ')}`);
  const pagePosts = [await send(`${front}/notice`, { method: 'POST' }), await send(`${front}/notice`, { method: 'POST' })];
  check(pagePosts.every((a) => a.status === 405 && cache(a) !== 'HIT'), `POST to a cached page is never answered from the cache: ${pagePosts.map((a) => `${a.status} ${cache(a)}`).join(', ')}`);

  // An image is kept per format the browser can show, and lighter for one asking to save data
  // (lib/http/save-data.mjs): nobody gets the other kind from the cache.
  const image = (headers) => page('/_next/image?url=%2Fimages%2Fsite%2Flibrary.jpg&w=828&q=75', headers);
  const avif = [await image({ accept: 'image/avif,image/webp,*/*' }), await image({ accept: 'image/avif,image/webp,*/*' })];
  const webp = await image({ accept: 'image/webp,*/*' });
  const original = await image({ accept: '*/*' });
  const light = [await image({ accept: 'image/webp,*/*', 'save-data': 'on' }), await image({ accept: 'image/webp,*/*', 'save-data': 'on' })];
  const webpAgain = await image({ accept: 'image/webp,*/*' });
  const type = (answer) => String(answer.headers['content-type'] ?? '-');
  check(
    cache(avif[1]) === 'HIT' && type(avif[1]) === 'image/avif' && type(webp) === 'image/webp' && type(original) === 'image/jpeg' &&
      cache(light[1]) === 'HIT' && type(light[1]) === 'image/webp' && light[1].body.length < webp.body.length / 2 && webpAgain.body.equals(webp.body),
    `an image is kept per format and Save-Data: ${[...avif, webp, original].map((a) => `${type(a)} ${cache(a)}`).join(', ')}; with Save-Data ${light[1].body.length} B (${cache(light[1])}) against ${webp.body.length} B`,
  );

  // A new notice, revalidated through the front, shows within the front's 10 s and the site's refresh.
  const title = `Crowd drill notice ${Date.now()}`;
  const db = new DatabaseSync(dbFile);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
  db.prepare('INSERT INTO notices (slug, title_en, title_bn, public_date, url) VALUES (?, ?, ?, ?, NULL)').run(`crowd-${Date.now()}`, title, title, today);
  db.close();
  const lifetime = Number(String(second.headers['cache-control'] ?? '').match(/s-maxage=(\d+)/)?.[1] ?? NaN);
  const revalidated = await send(`${front}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ['institute:notices'] }),
  });
  const since = performance.now();
  let shownAfter = null;
  while (performance.now() - since < 25_000) {
    if ((await page('/notice')).body.toString().includes(title)) {
      shownAfter = (performance.now() - since) / 1000;
      break;
    }
    await sleep(500);
  }
  check(revalidated.status === 200 && shownAfter !== null && shownAfter <= 20, `POST /api/revalidate through the front (${revalidated.status}): the new notice shows at /notice after ${shownAfter?.toFixed(1) ?? 'more than 25'} s (the site's s-maxage ${lifetime} s, the front's at most 10 s)`);

  return { bengali: isBengali(bengali.body.toString()) };
}
