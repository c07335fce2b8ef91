import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { imageAttributes } from '@/lib/images/image-attributes';
import poster from '@/public/images/site/video-poster.jpg';
import { CampusVideo } from './campus-video';
import styles from './features-section.module.css';

const FEATURES = ['practical', 'teachers', 'scholarship', 'career'] as const;

/** Why study here, beside the campus video (which loads only when played). */
export async function FeaturesSection() {
  const t = await getTranslations('home.features');
  return (
    <Section id="home-features" title={t('heading')}>
      <div className={styles.grid}>
        <ul className={styles.list}>
          {FEATURES.map((key) => (
            <li key={key} className={styles.item}>
              <h3 className={styles.itemTitle}>{t(`items.${key}.title`)}</h3>
              <p className={styles.itemText}>{t(`items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <figure className={styles.video}>
          <CampusVideo
            title={t('videoFrameTitle')}
            playLabel={t('play')}
            poster={imageAttributes({ src: poster, alt: '', fill: true, sizes: '(min-width: 1024px) 560px, 100vw' })}
          />
          <figcaption className={styles.caption}>{t('videoTitle')}</figcaption>
        </figure>
      </div>
    </Section>
  );
}
