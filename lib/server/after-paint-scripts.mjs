// Rewrites a page's HTML so that the framework's scripts are requested after the first contentful
// paint instead of while the first screen is being laid out (decision 0012). Next.js writes them as
// `<script src="/_next/static/…" async="">` tags (the bootstrap one with id="_R_") and one
// `<link rel="preload" as="script">`; each script tag becomes a call to a small inline loader, the
// preload goes, and every other byte of the page passes through unchanged. Plain JavaScript: the
// production server (server.mjs) loads it without a TypeScript step.

/**
 * The inline loader, written once per page before its first deferred script. `__afterPaint(src,
 * id)` queues a script until the first contentful paint, then adds it as an async script, as Next
 * would have. A page still hidden when it has loaded (opened in a background tab) paints nothing, so
 * it starts then; the load event alone is no sign of a paint (a page with few images loads first).
 * Browsers without paint timing wait for the next frame instead, and a visible page whose paint is
 * never reported starts 3 s after its load, late but whole.
 */
export const LOADER = `(function(){var q=[],go=false;function add(a){var s=document.createElement('script');s.src=a[0];s.async=true;if(a[1])s.id=a[1];document.head.appendChild(s)}function start(){if(go)return;go=true;q.forEach(add);q=null}self.__afterPaint=function(src,id){go?add([src,id]):q.push([src,id])};addEventListener('load',function(){document.visibilityState==='visible'?setTimeout(start,3000):start()});var P=self.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true})}else{requestAnimationFrame(function(){setTimeout(start,0)})}})()`;

const SCRIPT = /<script src="(\/_next\/static\/[^"<>]+)"(?: id="([^"<>]+)")? async=""><\/script>/g;
const PRELOAD = /<link rel="preload" as="script"[^<>]*? href="\/_next\/static\/[^"<>]+"[^<>]*>/g;
/** How each rewritten tag begins, and what ends it: a chunk that stops inside one is held back. */
const TAGS = [
  { start: '<script src="/_next/static/', end: '</script>' },
  { start: '<link rel="preload" as="script"', end: '>' },
];

/** Text as a JavaScript string literal that cannot end the inline script it stands in. */
const literal = (text) => JSON.stringify(text.replaceAll('&amp;', '&')).replaceAll('<', '\\u003c');

/** Where the text stops being safe to send: at a tag to rewrite whose end has not arrived yet. */
function heldFrom(text) {
  let held = text.length;
  for (const { start, end } of TAGS) {
    const at = text.lastIndexOf(start);
    if (at >= 0 && !text.includes(end, at + start.length)) held = Math.min(held, at);
  }
  const lastTag = text.lastIndexOf('<');
  if (lastTag >= 0 && TAGS.some(({ start }) => start.startsWith(text.slice(lastTag)))) held = Math.min(held, lastTag);
  return held;
}

/**
 * A rewriter for one HTML document, fed its text in pieces as they are streamed: `push` returns what
 * can be sent now, `end` the rest. A piece may end anywhere, inside a tag included.
 */
export function createScriptDeferrer() {
  let pending = '';
  let loaderWritten = false;
  const rewrite = (text) =>
    text.replace(PRELOAD, '').replace(SCRIPT, (_tag, src, id) => {
      const call = `<script>__afterPaint(${literal(src)}${id ? `,${literal(id)}` : ''})</script>`;
      if (loaderWritten) return call;
      loaderWritten = true;
      return `<script>${LOADER}</script>${call}`;
    });
  return {
    /** @param {string} text */
    push(text) {
      const ready = rewrite(pending + text);
      const held = heldFrom(ready);
      pending = ready.slice(held);
      return ready.slice(0, held);
    },
    end() {
      const rest = pending;
      pending = '';
      return rest;
    },
  };
}
