/**
 * Registers /sw.js (decision 0016) after the page's `load` event, so the first visit spends
 * nothing on it before the page is whole; in a production build only (`next dev` has no worker).
 * Returns a cleanup for an effect.
 */
export function registerServiceWorker(): (() => void) | undefined {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return undefined;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, a browser setting): the site works as before, without offline copies.
    });
  };
  if (document.readyState === 'complete') {
    register();
    return undefined;
  }
  window.addEventListener('load', register, { once: true });
  return () => window.removeEventListener('load', register);
}
