import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { institute, mainEmail } from '@/lib/content/institute';
import { ROUTES, type RouteKey } from '@/lib/site/routes';
import type { Locale } from '@/lib/i18n/routing';
import { ContentLayout } from './content-page';
import { ContentBlock, Panel } from './content-block';
import { ContactLines } from './contact-details';
import { HoursList } from './hours-list';
import { InfoCard, InfoCardGrid } from './info-card';
import { ContentIcon, type IconName } from './icons';
import styles from './content.module.css';

const MORE: readonly { route: RouteKey; icon: IconName }[] = [
  { route: 'contactMaps', icon: 'link' },
  { route: 'contactDirectory', icon: 'list' },
  { route: 'contactOnlineServices', icon: 'form' },
  { route: 'contactFeedback', icon: 'chat' },
];

type Props = {
  locale: Locale;
  /** The contact form (components/forms/contact-form.tsx), rendered in the "Send us a message" section. */
  form?: ReactNode;
};

/**
 * The body of /contact: address, phones and e-mails, office hours, the message section (its form comes
 * in through `form`; without one, an e-mail link stands in) and the other contact pages.
 */
export async function ContactPageContent({ locale, form }: Props) {
  const [t, tUi, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'content.contact' }),
    getTranslations({ locale, namespace: 'content.ui' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);

  return (
    <ContentLayout
      asideFirst
      aside={
        <>
          <Panel title={t('detailsTitle')}>
            <address className={styles.address}>
              <span className={styles.lineLabel}>{tUi('address')}</span>
              {institute.address.full[locale]}
            </address>
            <ContactLines locale={locale} />
          </Panel>
          <Panel title={tUi('hoursTitle')}>
            <HoursList rows={institute.officeHours} locale={locale} label={tUi('hoursTitle')} />
            <p className={styles.note}>{institute.phoneHours[locale]}</p>
          </Panel>
        </>
      }
    >
      <ContentBlock id="contact-message" title={t('formTitle')} lead={t('formText')}>
        {/* Contact form slot: app/[locale]/contact/page.tsx passes <ContactForm /> as `form`. */}
        {form ?? (
          <p className={styles.actions}>
            <a href={`mailto:${mainEmail.address}`} className="button">
              {t('emailUs')}
            </a>
          </p>
        )}
      </ContentBlock>

      <ContentBlock id="contact-more" title={t('moreTitle')}>
        <InfoCardGrid>
          {MORE.map(({ route, icon }) => (
            <InfoCard
              key={route}
              title={tPages(`${route}.title`)}
              icon={<ContentIcon name={icon} />}
              href={ROUTES[route]}
            >
              <p>{tPages(`${route}.description`)}</p>
            </InfoCard>
          ))}
        </InfoCardGrid>
      </ContentBlock>
    </ContentLayout>
  );
}
