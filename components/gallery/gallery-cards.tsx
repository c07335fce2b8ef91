import { ImageWithFallback } from '@/components/lists/image-with-fallback';
import { VideoStory } from './video-story';
import styles from './gallery.module.css';

/** A gallery entry with its texts already written in the page's language. */
export type GalleryPerson = {
  id: number;
  name: string;
  department: string;
  image: string | null;
  /** Short facts: 'CGPA 3.98', 'Session 2020-21'. */
  facts: string[];
  achievement?: string;
  story?: string;
  videoUrl?: string | null;
};

export type VideoLabels = { play: string; frameTitle: string };

export function TopPerformerCard({ person, eager }: { person: GalleryPerson; eager?: boolean }) {
  return (
    <article className={`${styles.card} ${styles.centered}`}>
      <div className={styles.photo}>
        <ImageWithFallback src={person.image} alt="" variant="person" sizes="(max-width: 699px) 88px, 120px" priority={eager} />
      </div>
      <h3 className={styles.name}>{person.name}</h3>
      <p className={styles.department}>{person.department}</p>
      <ul className={styles.facts}>
        {person.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </article>
  );
}

export function SuccessStoryCard({ person, eager }: { person: GalleryPerson; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.header}>
        <div className={`${styles.photo} ${styles.small}`}>
          <ImageWithFallback src={person.image} alt="" variant="person" sizes="72px" priority={eager} />
        </div>
        <div>
          <h3 className={styles.name}>{person.name}</h3>
          <p className={styles.department}>{person.department}</p>
          {person.facts.length > 0 ? <p className={styles.batch}>{person.facts.join(' · ')}</p> : null}
        </div>
      </div>
      {person.achievement ? <p className={styles.achievement}>{person.achievement}</p> : null}
      {person.story ? <blockquote className={styles.story}>{person.story}</blockquote> : null}
    </article>
  );
}

export function VideoStoryCard({ person, labels }: { person: GalleryPerson; labels: VideoLabels }) {
  return (
    <article className={styles.card}>
      {person.videoUrl ? (
        <VideoStory
          url={person.videoUrl}
          name={person.name}
          playLabel={labels.play.replace('{name}', person.name)}
          frameTitle={labels.frameTitle.replace('{name}', person.name)}
        />
      ) : null}
      <h3 className={styles.name}>{person.name}</h3>
      <p className={styles.department}>{person.department}</p>
      {person.facts.length > 0 ? <p className={styles.batch}>{person.facts.join(' · ')}</p> : null}
      {person.achievement ? <p className={styles.achievement}>{person.achievement}</p> : null}
      {person.story ? <p className={styles.storyText}>{person.story}</p> : null}
    </article>
  );
}
