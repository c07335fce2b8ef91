import type { DocumentLanguage } from '@/lib/institute/types';
import styles from './file-tag.module.css';

/** The marker's texts, in Bengali: what it shows and what a screen reader says. */
export type EnglishOnlyLabels = {
  /** 'ইংরেজিতে' */
  label: string;
  /** 'নথিটি ইংরেজিতে': the document is in English. */
  name: string;
};

/**
 * 'ইংরেজিতে' beside a document or a picture with words, on a Bengali page, when it exists only in
 * English (its language from the source: lib/institute/map.ts, documentLanguage(); an unmarked
 * one is English). Pages pass `labels` on Bengali pages only, so English pages never show it.
 * A screen reader hears "the document is in English" instead of the one word.
 */
export function EnglishOnlyTag({
  language,
  labels,
  className,
}: {
  language: DocumentLanguage | undefined;
  labels: EnglishOnlyLabels | undefined;
  className?: string;
}) {
  if (!labels || language === 'bn') return null;
  return (
    <span className={className ? `${styles.tag} ${className}` : styles.tag} data-english-only="">
      <span aria-hidden="true">{labels.label}</span>
      <span className="visually-hidden">{labels.name}</span>
    </span>
  );
}

/** The marker's texts for a page in `locale`: none on English pages. */
export function englishOnlyLabels(locale: string, t: (key: 'englishOnly' | 'englishOnlyName') => string): EnglishOnlyLabels | undefined {
  return locale === 'bn' ? { label: t('englishOnly'), name: t('englishOnlyName') } : undefined;
}
