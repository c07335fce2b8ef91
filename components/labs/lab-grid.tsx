import type { Lab } from '@/lib/institute/types';
import { ImageWithFallback } from '@/components/lists/image-with-fallback';
import cardGrid from '@/components/lists/card-grid.module.css';
import styles from './lab-grid.module.css';

/** The lab image grid: each lab's photo, loaded as it scrolls into view, with its title below. */
export function LabGrid({ labs, untitled }: { labs: Lab[]; untitled: string }) {
  return (
    <ul className={cardGrid.grid}>
      {labs.map((lab, index) => (
        <li key={lab.id}>
          <figure className={styles.figure}>
            <div className={styles.media}>
              {/* The caption names the lab, so the photo itself is described by it. */}
              <ImageWithFallback
                src={lab.image}
                alt=""
                variant="picture"
                sizes="(min-width: 1024px) 370px, (min-width: 700px) 46vw, 92vw"
                priority={index < 2}
              />
            </div>
            <figcaption className={styles.caption}>{lab.title || untitled}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
