import { getTranslations } from 'next-intl/server';
import { mainEmail } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { CheckList, ContentBlock, Panel, Prose } from '@/components/content/content-block';
import { ContactLines } from '@/components/content/contact-details';
import styles from '@/components/content/content.module.css';

/** The feedback page until its form exists: why feedback matters and how to send it by e-mail now. */
async function Body({ locale }: { locale: Locale }) {
  const [t, tContact] = await Promise.all([
    getTranslations({ locale, namespace: 'content.feedback' }),
    getTranslations({ locale, namespace: 'content.contact' }),
  ]);
  const email = mainEmail.address;
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t('emailSubject'))}`;
  return (
    <ContentLayout
      aside={
        <Panel title={t('includeTitle')}>
          <CheckList items={t.raw('include') as string[]} />
        </Panel>
      }
    >
      <div>
        <Prose paragraphs={(t.raw('text') as string[]).map((text) => text.replace('{email}', email))} />
        <p className={styles.actions}>
          <a href={mailto} className="button">
            {t('emailButton')}
          </a>
        </p>
      </div>
      <ContentBlock id="feedback-contact" title={tContact('detailsTitle')}>
        <ContactLines locale={locale} />
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('contactFeedback', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
