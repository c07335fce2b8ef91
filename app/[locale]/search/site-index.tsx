import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { SITE_INDEX_ID } from '@/lib/site/routes';
import { buildNav } from '@/components/layout/build-nav';
import styles from './search.module.css';

/** Every page of the menu, by menu group: the mobile menu for a visitor whose script has not run. */
export async function SiteIndex({ locale }: { locale: Locale }) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'nav' }),
  ]);
  return (
    <section aria-labelledby={SITE_INDEX_ID}>
      <h2 id={SITE_INDEX_ID} className={styles.subtitle}>
        {t('allPages')}
      </h2>
      <div className={styles.groups}>
        {buildNav(tNav).map((entry) =>
          // A menu entry that is one page (Notice) is its own heading, not a group of one.
          entry.kind === 'link' ? (
            <h3 key={entry.key} className={styles.groupTitle}>
              <Link href={entry.href} className={styles.groupLink}>
                {entry.label}
              </Link>
            </h3>
          ) : (
            <nav key={entry.key} aria-label={entry.label}>
              <h3 className={styles.groupTitle}>{entry.label}</h3>
              <ul className={styles.groupList}>
                {entry.items.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ),
        )}
      </div>
    </section>
  );
}
