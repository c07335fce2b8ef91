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
  return getImageProps(props).props;
}
