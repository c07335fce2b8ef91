/** Spec section 9: department descriptions on cards are cut at 11 words. */
export const CARD_DESCRIPTION_WORDS = 11;

/** The first `limit` words of `text`, with an ellipsis when anything was cut. */
export function cutWords(text: string, limit: number = CARD_DESCRIPTION_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  // A cut that ends a sentence or clause drops its mark: "labs." + "..." would read "labs....".
  return `${words.slice(0, limit).join(' ').replace(/[.,;:!?।]+$/u, '')}...`;
}
