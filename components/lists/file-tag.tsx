import { isPdf } from '@/lib/files/file-kind';
import styles from './file-tag.module.css';

/**
 * 'PDF' beside a link that opens one: on a cheap phone a PDF is often a download, not a page,
 * and the visitor should know before tapping. Nothing for any other link.
 */
export function FileTag({ href, label }: { href: string; label: string }) {
  if (!isPdf(href)) return null;
  return <span className={styles.tag}>{label}</span>;
}
