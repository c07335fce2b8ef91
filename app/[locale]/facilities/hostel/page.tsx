import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { CheckList, ContentBlock, Prose } from '@/components/content/content-block';
import { ContentFigure } from '@/components/content/content-figure';
import { ContactCta } from '@/components/content/contact-cta';
import styles from '@/components/content/content.module.css';

async function Body({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.hostel' });
  return (
    <ContentLayout aside={<ContactCta />}>
      <ContentFigure src="/images/site/content/hostel.jpg" alt={t('imageAlt')} width={1200} height={750} eager />
      <Prose paragraphs={[t('intro')]} />
      <ContentBlock id="hostel-features" title={t('featuresTitle')}>
        <CheckList items={t.raw('features') as string[]} />
      </ContentBlock>
      <ContentBlock id="hostel-apply" title={t('applyTitle')}>
        <Prose paragraphs={[t('apply')]} />
        <p className={styles.actions}>
          <Link href={ROUTES.notice} className="button button-outline">
            {t('noticeLink')}
          </Link>
        </p>
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('facilitiesHostel', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
