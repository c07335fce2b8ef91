import { getTranslations } from 'next-intl/server';
import { institute } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { CheckList, ContentBlock, Prose } from '@/components/content/content-block';
import { ContactCta } from '@/components/content/contact-cta';
import styles from '@/components/content/content.module.css';
import { NewTabLink } from '@/components/lists/new-tab-link';

/** The B.Sc. at the sister college: its programmes, who can apply, and the way to the college's own site. */
async function Body({ locale }: { locale: Locale }) {
  const [t, tCommon] = await Promise.all([getTranslations('content.bachelor'), getTranslations('common')]);
  const college = institute.sisterCollege.name[locale];
  const intro = (t.raw('intro') as string[]).map((text) => text.replace('{college}', college));

  return (
    <ContentLayout aside={<ContactCta />}>
      <Prose paragraphs={intro} />
      <ContentBlock id="bachelor-programmes" title={t('programmesTitle')}>
        <CheckList items={t.raw('programmes') as string[]} />
      </ContentBlock>
      <ContentBlock id="bachelor-who" title={t('whoTitle')}>
        <CheckList items={t.raw('who') as string[]} />
      </ContentBlock>
      <ContentBlock id="bachelor-how" title={t('howTitle')}>
        <Prose paragraphs={[t('how')]} />
        <p className={styles.actions}>
          <NewTabLink href={institute.sisterCollege.url} className="button" newTabLabel={tCommon('opensInNewTab')}>
            {t('visit', { college })}
          </NewTabLink>
        </p>
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('programsBachelor', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
