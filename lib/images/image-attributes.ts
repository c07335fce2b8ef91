import { getImageProps, type ImageProps } from 'next/image';
import type { ImgHTMLAttributes } from 'react';

/**
 * What next/image would put on its <img> (a srcset for the given sizes, AVIF/WebP through the
 * image optimiser, lazy loading, width and height), as plain data.
 */
export type ImageAttributes = ImgHTMLAttributes<HTMLImageElement>;

/**
 * Computes an image's attributes on the server. next/image's <Image> is a client component, so
 * every page using it ships its code; a server component, or a client island given these
 * attributes as a prop, renders a plain <img> instead. (Import this in server code only: in a
 * client module the whole next/image module, component included, is bundled.)
 */
export function imageAttributes(props: ImageProps): ImageAttributes {
  const attributes = getImageProps(props).props;
  if (attributes.srcSet && props.sizes) attributes.srcSet = pruneSrcSet(attributes.srcSet, props.sizes);
  return attributes;
}

/** Screens up to this density are served a sharp image. */
const MAX_DENSITY = 3;

/**
 * Drops the srcset candidates no browser picks for an image drawn at fixed CSS widths (`sizes`
 * in px only, as '(max-width: 640px) 270px, 320px'). Next lists every configured width (nine)
 * whenever `sizes` has no vw; each candidate is a URL of about 100 bytes, written twice, in the
 * HTML and in the RSC payload. A browser picks, for its screen density, the candidate nearest
 * the slot's width times that density, so it keeps the one just below the narrowest slot and
 * those up to the first covering the widest slot at 3x. With a vw or calc() slot, the width
 * depends on the screen, and the srcset is kept whole.
 */
export function pruneSrcSet(srcSet: string, sizes: string): string {
  const slots = sizes.split(',').map((entry) => /(?:^|\s)(\d+(?:\.\d+)?)px$/.exec(entry.trim())?.[1]);
  if (slots.some((slot) => slot === undefined)) return srcSet;
  const widths = slots.map(Number);
  const narrowest = Math.min(...widths);
  const widest = Math.max(...widths) * MAX_DENSITY;

  const candidates = srcSet.split(', ').map((candidate) => ({ candidate, width: Number(/ (\d+)w$/.exec(candidate)?.[1]) }));
  if (candidates.some(({ width }) => !Number.isFinite(width))) return srcSet;
  const below = candidates.filter(({ width }) => width < narrowest).at(-1);
  const cover = candidates.find(({ width }) => width >= widest) ?? candidates.at(-1);
  return candidates
    .filter(({ width }) => width >= (below?.width ?? 0) && width <= cover!.width)
    .map(({ candidate }) => candidate)
    .join(', ');
}
