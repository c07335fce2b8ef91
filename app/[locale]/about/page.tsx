import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES, type RouteKey } from '@/lib/site/routes';
import { institute } from '@/lib/content/institute';
import { localizeDigits } from '@/lib/format/digits';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { CheckList, ContentBlock, Pairs, Prose } from '@/components/content/content-block';
import { FactList } from '@/components/content/fact-list';
import { InfoCard, InfoCardGrid } from '@/components/content/info-card';
import { ContentIcon, type IconName } from '@/components/content/icons';
import styles from '@/components/content/content.module.css';

const MORE: readonly { key: string; route: RouteKey; icon: IconName }[] = [
  { key: 'keyperson', route: 'aboutKeyperson', icon: 'star' },
  { key: 'magazines', route: 'aboutMagazines', icon: 'book' },
  { key: 'gallery', route: 'gallery', icon: 'award' },
];

/** The institute: who we are, its profile and figures (spec section 9), the mission, and where to read more. */
async function Body({ locale }: { locale: Locale }) {
  const [t, tFacts, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'content.about' }),
    getTranslations({ locale, namespace: 'content.facts' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const n = (value: number) => formatNumber(value, locale);
  const year = formatNumber(institute.established, locale, { useGrouping: false });
  const code = localizeDigits(institute.instituteCode, locale);
  const facts = institute.facts;
  const who = (t.raw('who') as string[]).map((text) =>
    text
      .replace('{name}', institute.name[locale])
      .replace('{code}', code),
  );

  return (
    <ContentLayout>
      <ContentBlock id="about-who" title={t('whoTitle')}>
        <Prose paragraphs={who} />
      </ContentBlock>

      <ContentBlock id="about-profile" title={t('profileTitle')}>
        <div className={styles.narrowWide}>
          <Pairs
            rows={[
              { term: t('profile.established'), value: year },
              { term: t('profile.type'), value: t('profile.typeValue') },
              { term: t('profile.approval'), value: t('profile.approvalValue') },
              { term: t('profile.code'), value: code },
              { term: t('profile.campus'), value: institute.address.full[locale] },
            ]}
          />
        </div>
      </ContentBlock>

      <ContentBlock id="about-facts" title={t('factsTitle')}>
        <FactList
          label={t('factsTitle')}
          facts={[
            { label: tFacts('programmeYears'), value: n(facts.programmeYears) },
            { label: tFacts('semesters'), value: n(facts.semesters) },
            { label: tFacts('technologies'), value: n(facts.technologies) },
            { label: tFacts('labs'), value: n(facts.labs) },
            { label: tFacts('textbooks'), value: n(facts.textbooks) },
            { label: tFacts('referenceBooks'), value: n(facts.referenceBooks) },
            { label: tFacts('industryPartners'), value: `${n(facts.industryPartners)}+` },
          ]}
        />
      </ContentBlock>

      <ContentBlock id="about-mission" title={t('missionTitle')}>
        <Prose paragraphs={[t('mission')]} />
        <div className={styles.spaced}>
          <CheckList items={t.raw('commitments') as string[]} />
        </div>
      </ContentBlock>

      <ContentBlock id="about-more" title={t('moreTitle')}>
        <InfoCardGrid>
          {MORE.map(({ key, route, icon }) => (
            <InfoCard
              key={key}
              title={tPages(`${route}.title`)}
              icon={<ContentIcon name={icon} />}
              action={
                <Link href={ROUTES[route]} className={styles.actionLink}>
                  {t(`more.${key}`)}
                </Link>
              }
            >
              <p>{tPages(`${route}.description`)}</p>
            </InfoCard>
          ))}
        </InfoCardGrid>
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('about', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
