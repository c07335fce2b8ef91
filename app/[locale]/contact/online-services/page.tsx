import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import { institute, type OnlineService } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { Prose } from '@/components/content/content-block';
import { InfoCard, InfoCardGrid } from '@/components/content/info-card';
import { ContentIcon, type IconName } from '@/components/content/icons';
import { ServiceStatus } from '@/components/content/service-status';
import styles from '@/components/content/content.module.css';
import { NewTabLink } from '@/components/lists/new-tab-link';

const ICONS: Record<string, IconName> = {
  'online-admission': 'form',
  prospectus: 'book',
  'fee-calculator': 'calculator',
  notices: 'bell',
  results: 'award',
  'fee-payment': 'card',
};

/** Spec: six service cards with status Available or Coming Soon; one without a link says 'Service launching soon'. */
async function Body({ locale }: { locale: Locale }) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'content.services' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);

  function action(service: OnlineService) {
    const name = service.name[locale];
    if (!service.href) return <p className={styles.muted}>{t('launchingSoon')}</p>;
    if (service.href.startsWith('/')) {
      return (
        <Link href={service.href} className={styles.actionLink}>
          {t('open', { service: name })}
        </Link>
      );
    }
    return (
      <NewTabLink href={service.href} className={styles.actionLink} newTabLabel={tCommon('opensInNewTab')}>
        {t('open', { service: name })}
      </NewTabLink>
    );
  }

  return (
    <ContentLayout>
      <Prose paragraphs={[t('intro')]} />
      <InfoCardGrid>
        {institute.onlineServices.map((service) => (
          <InfoCard
            key={service.id}
            title={service.name[locale]}
            icon={<ContentIcon name={ICONS[service.id] ?? 'form'} />}
            meta={
              <ServiceStatus
                status={service.status}
                label={service.status === 'available' ? t('available') : t('comingSoon')}
                prefix={t('status')}
              />
            }
            action={action(service)}
            testId="service-card"
          >
            <p>{service.description[locale]}</p>
          </InfoCard>
        ))}
      </InfoCardGrid>
      <p>
        <Link href={ROUTES.contactDirectory} className={styles.actionLink}>
          {t('directory')}
        </Link>
      </p>
    </ContentLayout>
  );
}

const page = contentPage('contactOnlineServices', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
