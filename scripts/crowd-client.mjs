// The crowd drill's client side (scripts/crowd-drill.mjs): plain HTTP requests that keep their
// connection and never decompress (a browser's work, not the front's), and pre-solved human checks.
import { createHash } from 'node:crypto';
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 1000 });

/**
 * One request: its status, headers, body and time. A failed connection is status 0.
 * @param {string} url
 * @param {{ method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number }} [options]
 */
export function send(url, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status, head = {}, chunks = []) => resolve({ status, headers: head, body: Buffer.concat(chunks), ms: performance.now() - started });
    const req = request(url, { method, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done(res.statusCode ?? 0, res.headers, chunks));
      res.on('error', () => done(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => done(0));
    req.end(body);
  });
}

/** The proof of work of a challenge from GET /api/human-check, as the browser's solver answers it. */
export function solve(challenge) {
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge) {
      const { algorithm, challenge: hash, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: hash, number: n, salt, signature }));
    }
  }
  throw new Error('unsolvable challenge');
}

/** `count` solved human checks, asked `parallel` at a time. */
export async function solvedChecks(origin, count, parallel = 8) {
  const tokens = [];
  const worker = async () => {
    while (tokens.length < count) {
      tokens.push(null);
      const answer = await send(`${origin}/api/human-check`);
      const info = JSON.parse(answer.body.toString() || '{}');
      if (info.provider !== 'pow') throw new Error(`the human check is ${info.provider ?? `HTTP ${answer.status}`}, not the proof of work`);
      tokens[tokens.indexOf(null)] = solve(info.challenge);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return tokens;
}

export const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Whether a text is Bengali (has letters of the Bengali block). */
export const isBengali = (text) => /[\u0980-\u09ff]/.test(text);

/**
 * A valid admission, the same for every test, drill, load test and benchmark but for the student's name,
 * SSC roll (unique per application, so none is a duplicate) and human-check token.
 * @param {{ name: string; department: { id: number | string; title_en: string }; roll: number; token: string }} application
 */
export function applicationFields({ name, department, roll, token }) {
  return {
    student_name: name,
    department: department.title_en,
    department_id: Number(department.id),
    birth_date: '2008-03-14',
    guardian_name: 'Abdul Karim',
    ssc_board: 'Jessore',
    ssc_board_roll: String(roll),
    ssc_Reg_number: '1234567890',
    ssc_gpa: 4.5,
    ssc_batch_year: 2024,
    student_mobile_number: '01712345678',
    guardian_mobile_number: '01812345678',
    recaptcha_token: token,
  };
}

/** The same admission as JSON. */
export const applicationBody = (application) => JSON.stringify(applicationFields(application));
