/**
 * Why a human check failed. Each reason maps to a message key under `submissions.humanCheck`;
 * every one of those messages contains the word "reCAPTCHA" in both languages, because the
 * browser refreshes its token when a 400 answer mentions it (spec section 4), whichever provider
 * made the token.
 */
export type HumanCheckReason =
  /** No token was sent (the browser had not finished the check). */
  | 'missing'
  /** Not a token this site issues: bad base64/JSON, wrong fields, far too long. */
  | 'malformed'
  /** The challenge was not signed with this installation's secret (forged or tampered). */
  | 'bad-signature'
  /** The number does not solve the challenge. */
  | 'wrong-solution'
  /** Past its expiry (the proof of work's, or Google's two minutes). */
  | 'expired'
  /** Already used once: a solved challenge counts for one submission. */
  | 'replayed'
  /** Google answered success: false (an invalid or foreign token). */
  | 'recaptcha-rejected'
  | 'recaptcha-low-score'
  | 'recaptcha-wrong-action'
  | 'recaptcha-wrong-hostname'
  /** Google could not be asked (network, timeout, a non-JSON answer): not the visitor's fault. */
  | 'recaptcha-unreachable';

export type HumanCheckMessageKey = 'missing' | 'failed' | 'expired' | 'replayed' | 'unavailable';

/** The `submissions.humanCheck.*` message of a reason. */
export function humanCheckMessageKey(reason: HumanCheckReason): HumanCheckMessageKey {
  switch (reason) {
    case 'missing':
      return 'missing';
    case 'expired':
      return 'expired';
    case 'replayed':
      return 'replayed';
    case 'recaptcha-unreachable':
      return 'unavailable';
    default:
      return 'failed';
  }
}

/** True when the failure is ours (Google unreachable), so the answer is a 503, not a 400. */
export function isServiceFailure(reason: HumanCheckReason): boolean {
  return reason === 'recaptcha-unreachable';
}
