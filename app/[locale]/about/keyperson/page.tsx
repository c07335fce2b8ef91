import { getTranslations } from 'next-intl/server';
import { institute } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { Prose } from '@/components/content/content-block';
import { PersonPhoto } from '@/components/content/person-photo';
import styles from './keyperson.module.css';

/** The two leaders from the institute's content file: photo, position and long biography. */
async function Body({ locale }: { locale: Locale }) {
  const [t, tUi] = await Promise.all([
    getTranslations({ locale, namespace: 'content.keyperson' }),
    getTranslations({ locale, namespace: 'content.ui' }),
  ]);
  return (
    <ContentLayout>
      {institute.leaders.map((leader, i) => {
        const name = leader.name[locale];
        return (
          <article key={leader.id} className={styles.person} aria-labelledby={`leader-${leader.id}`} data-testid="leader">
            <div className={styles.photo}>
              <PersonPhoto
                src={leader.image}
                alt={t('photoAlt', { name })}
                unavailable={tUi('imageUnavailable')}
                width={480}
                height={560}
                sizes="(min-width: 768px) 280px, 80vw"
                eager={i === 0}
              />
            </div>
            <div>
              <h2 id={`leader-${leader.id}`} className={styles.name}>
                {name}
              </h2>
              <p className={styles.role}>{leader.role[locale]}</p>
              <Prose paragraphs={leader.bio[locale]} />
            </div>
          </article>
        );
      })}
    </ContentLayout>
  );
}

const page = contentPage('aboutKeyperson', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
