import { getTranslations } from 'next-intl/server';
import { institute } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { LazyMap } from '@/components/layout/lazy-map';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { CheckList, ContentBlock, Pairs, Panel } from '@/components/content/content-block';
import { ContactLines } from '@/components/content/contact-details';
import { HoursList } from '@/components/content/hours-list';
import styles from '@/components/content/content.module.css';
import { NewTabLink } from '@/components/lists/new-tab-link';

const SOCIAL = ['facebook', 'youtube', 'messenger', 'whatsapp'] as const;

/** The map (loaded only when asked for), directions, quick contact, office hours, campus information and social links. */
async function Body({ locale }: { locale: Locale }) {
  const [t, tUi, tFooter, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'content.maps' }),
    getTranslations({ locale, namespace: 'content.ui' }),
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const newTab = tCommon('opensInNewTab');

  return (
    <ContentLayout
      aside={
        <>
          <Panel title={t('quickContactTitle')}>
            <ContactLines locale={locale} />
          </Panel>
          <Panel title={tUi('hoursTitle')}>
            <HoursList rows={institute.officeHours} locale={locale} label={tUi('hoursTitle')} />
          </Panel>
          <Panel title={t('socialTitle')}>
            <ul className={styles.linkList}>
              {SOCIAL.map((network) => (
                <li key={network}>
                  <NewTabLink href={institute.social[network]} newTabLabel={newTab}>
                    {t(network)}
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </Panel>
        </>
      }
    >
      <ContentBlock id="maps-map" title={t('mapTitle')}>
        <LazyMap
          src={institute.map.embedUrl}
          title={tFooter('mapTitle')}
          buttonLabel={tFooter('showMap')}
          note={tFooter('mapNote')}
        />
        <p className={`${styles.actions} ${styles.spaced}`}>
          <NewTabLink href={institute.map.directionsUrl} className="button" newTabLabel={newTab}>
            {tFooter('directions')}
          </NewTabLink>
        </p>
      </ContentBlock>

      <ContentBlock id="maps-campus" title={t('campusTitle')}>
        <div className={styles.narrowWide}>
          <Pairs
            rows={[
              { term: tUi('address'), value: institute.address.full[locale] },
              { term: t('landmark'), value: institute.campus.landmark[locale] },
            ]}
          />
        </div>
        {institute.campus.routes.length > 0 ? (
          <>
            <h3 className={`${styles.cardTitle} ${styles.spaced}`}>{t('routesTitle')}</h3>
            <div className={styles.spacedSmall}>
              <CheckList
                items={institute.campus.routes.map((route) => (
                  <>
                    <strong>{route.from[locale]}:</strong> {route.how[locale]}
                  </>
                ))}
              />
            </div>
          </>
        ) : null}
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('contactMaps', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
