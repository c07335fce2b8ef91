/**
 * Calls `start` once, when `element` comes within `margin` of the viewport (at once where
 * IntersectionObserver is missing). For code that a section below the first screen needs only
 * when the visitor gets near it. Returns the cleanup.
 */
export function whenNearViewport(element: Element, start: () => void, margin = '600px 0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
