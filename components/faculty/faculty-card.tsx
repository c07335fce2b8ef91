import type { FacultyMember } from '@/lib/institute/types';
import { ImageWithFallback } from '@/components/lists/image-with-fallback';
import styles from './faculty-card.module.css';

/** A teacher: picture (a drawn placeholder when missing or broken), name, department, designation. */
export function FacultyCard({ member, eager }: { member: FacultyMember; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.photo}>
        {/* The name is right below: the photo adds no text of its own. */}
        <ImageWithFallback src={member.picture} alt="" variant="person" sizes="112px" priority={eager} />
      </div>
      <h2 className={styles.name}>{member.name}</h2>
      <p className={styles.designation}>{member.designation}</p>
      <p className={styles.department}>{member.department}</p>
    </article>
  );
}
