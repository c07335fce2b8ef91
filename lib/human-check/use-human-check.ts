'use client';

import { useCallback, useEffect, useState } from 'react';
import { challengeExpiry, HUMAN_CHECK_ACTION, powToken, type HumanCheckInfo, type PowChallenge } from './types';

export type HumanCheckStatus = 'solving' | 'ready' | 'error';

export interface HumanCheckState {
  /** The value to send as `recaptcha_token`; null until the check is done. */
  token: string | null;
  status: HumanCheckStatus;
  /** Drops the token and gets a fresh one: after a success, a 400 whose message mentions reCAPTCHA, or a lost answer. */
  refresh: () => void;
}

/** A reCAPTCHA v3 token lives two minutes; a new one is fetched before that. */
const RECAPTCHA_RENEW_MS = 90_000;
/** A proof of work is redone this long before its challenge expires (half its life, for a short-lived one). */
const POW_MARGIN_MS = 60_000;
/** After a failure (offline, server busy) the check is tried again after this long, or when the connection returns. */
const RETRY_MS = 15_000;

/**
 * The human check of the admission form (DESIGN.md section 6), in the background: it asks
 * /api/human-check which kind the site uses, then solves the proof of work in a Web Worker (or
 * in small slices on the main thread where workers are missing) or loads reCAPTCHA v3, only
 * then and only for that. The token is renewed before it expires, so a slow applicant never
 * sends a stale one.
 */
export function useHumanCheck(locale: string): HumanCheckState {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ token: string | null; status: HumanCheckStatus }>({ token: null, status: 'solving' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => setRound((n) => n + 1);
    const onOnline = () => again();

    (async () => {
      const response = await fetch(`/api/human-check?lang=${encodeURIComponent(locale)}`, {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
        signal,
      });
      if (!response.ok) throw new Error(`human check: HTTP ${response.status}`);
      const info = (await response.json()) as HumanCheckInfo;
      let token: string;
      let renewIn: number;
      if (info.provider === 'pow') {
        token = await solvePow(info.challenge, signal);
        const left = (challengeExpiry(info.challenge.salt) ?? 0) - Date.now();
        renewIn = left - Math.min(POW_MARGIN_MS, left / 2);
      } else {
        token = await recaptchaToken(info.siteKey, locale, signal);
        renewIn = RECAPTCHA_RENEW_MS;
      }
      if (signal.aborted) return;
      setState({ token, status: 'ready' });
      timer = setTimeout(again, Math.max(renewIn, 5_000));
    })().catch(() => {
      if (signal.aborted) return;
      // A renewal that fails keeps the token it had: it may still be good, and the server says when not.
      setState((previous) => (previous.token ? previous : { token: null, status: 'error' }));
      timer = setTimeout(again, RETRY_MS);
      window.addEventListener('online', onOnline, { once: true });
    });

    return () => {
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [locale, round]);

  const refresh = useCallback(() => {
    setState({ token: null, status: 'solving' });
    setRound((n) => n + 1);
  }, []);

  return { token: state.token, status: state.status, refresh };
}

const aborted = () => new DOMException('The human check was stopped', 'AbortError');

function solvePow(challenge: PowChallenge, signal: AbortSignal): Promise<string> {
  if (typeof Worker === 'undefined') return solveInSlices(challenge, signal);
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      solveInSlices(challenge, signal).then(resolve, reject);
      return;
    }
    const stop = () => {
      worker.terminate();
      reject(aborted());
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<{ number: number } | null>) => {
      worker.terminate();
      signal.removeEventListener('abort', stop);
      if (event.data) resolve(powToken(challenge, event.data.number));
      else reject(new Error('the challenge could not be solved'));
    };
    worker.onerror = (event) => {
      // A worker that cannot start (an old WebView, a strict policy): solve here instead.
      event.preventDefault();
      worker.terminate();
      signal.removeEventListener('abort', stop);
      solveInSlices(challenge, signal).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });
}

/** The same search on the main thread, yielding every ~30 ms so input is never blocked for long. */
async function solveInSlices(challenge: PowChallenge, signal: AbortSignal): Promise<string> {
  const encoder = new TextEncoder();
  let sliceStart = performance.now();
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (signal.aborted) throw aborted();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`)));
    let hex = '';
    for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
    if (hex === challenge.challenge) return powToken(challenge, n);
    if (performance.now() - sliceStart > 30) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
  }
  throw new Error('the challenge could not be solved');
}

type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

let recaptchaScript: Promise<Grecaptcha> | null = null;

/** Google's reCAPTCHA v3 script, added once, only on pages whose site uses reCAPTCHA. */
function loadRecaptcha(siteKey: string, locale: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=${encodeURIComponent(locale)}`;
    script.async = true;
    const fail = () => {
      clearTimeout(timeout);
      script.remove();
      recaptchaScript = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    const timeout = setTimeout(fail, 20_000);
    script.onerror = fail;
    script.onload = () => {
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!grecaptcha) return fail();
      grecaptcha.ready(() => {
        clearTimeout(timeout);
        resolve(grecaptcha);
      });
    };
    document.head.appendChild(script);
  });
  return recaptchaScript;
}

async function recaptchaToken(siteKey: string, locale: string, signal: AbortSignal): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey, locale);
  if (signal.aborted) throw aborted();
  return grecaptcha.execute(siteKey, { action: HUMAN_CHECK_ACTION });
}
