'use client';

import { useNavigationPending } from '@/lib/ui/navigation-pending';
import styles from './navigation-progress.module.css';

/**
 * A thin bar along the top of the screen while a tapped link's page is on its way, so a visitor
 * on a slow connection sees that the tap was taken. (Screen readers hear the new page's title
 * when it arrives, from Next's route announcer.)
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  return <div className={styles.bar} data-pending={pending} aria-hidden="true" />;
}
