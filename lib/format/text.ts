/** Spec section 9: department descriptions on cards are cut at 11 words. */
export const CARD_DESCRIPTION_WORDS = 11;

/** A cut that ends a sentence or clause drops its mark: "labs." + "..." would read "labs....". */
const ENDING_MARK = /[.,;:!?।]+$/u;

/** The first `limit` words of `text`, with an ellipsis when anything was cut. */
export function cutWords(text: string, limit: number = CARD_DESCRIPTION_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  return `${words.slice(0, limit).join(' ').replace(ENDING_MARK, '')}...`;
}

/**
 * `text` in at most `max` characters (code points), cut after a whole word, with an ellipsis when
 * anything was cut.
 */
export function cutText(text: string, max: number): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  if (chars.length <= max) return chars.join('');
  const kept = chars.slice(0, max - 3).join('');
  const space = kept.lastIndexOf(' ');
  return `${(space > 0 ? kept.slice(0, space) : kept).replace(ENDING_MARK, '')}...`;
}

/**
 * What a sentence puts after an address or number it quotes, and a tap on the link or a copy of
 * it takes along: closing punctuation, quotes and brackets, the Bengali full stops (।, ॥) and
 * spaces. No address of the site, and no page number, ends in one.
 */
const TRAILING_PUNCTUATION = /[\s.,;:!?'"‘’“”»)\]}>।॥]+$/u;

/** `text` without the sentence punctuation copied after it ("/admission." → "/admission"). */
export function withoutTrailingPunctuation(text: string): string {
  return text.replace(TRAILING_PUNCTUATION, '');
}
