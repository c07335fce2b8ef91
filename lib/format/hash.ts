/**
 * FNV-1a over UTF-16 code units, as an unsigned 32-bit number: a stable, fast, non-cryptographic
 * hash for telling one text from the next (image URLs, varied drawings). Not for secrets.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
