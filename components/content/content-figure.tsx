import Image from 'next/image';
import styles from './content.module.css';

type Props = { src: string; alt: string; width: number; height: number; eager?: boolean };

/** A page's picture: full width of its column, rounded, scaled by next/image for the screen. */
export function ContentFigure({ src, alt, width, height, eager }: Props) {
  return (
    <figure className={styles.figure}>
      <Image
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes="(min-width: 1200px) 760px, (min-width: 1024px) 62vw, 100vw"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
    </figure>
  );
}
