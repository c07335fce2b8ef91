import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import styles from './coming-soon.module.css';

/** The shared body of the spec's placeholder pages: a short note and the way to ask now. */
export async function ComingSoon() {
  const t = await getTranslations('placeholder');
  return (
    <section className={`container ${styles.section}`}>
      <div className={styles.card}>
        <p className={styles.text}>{t('comingSoon')}</p>
        <Link href={ROUTES.contact} className="button">
          {t('contactCta')}
        </Link>
      </div>
    </section>
  );
}
