import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { directoryOffice, type NamedOffice } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { ContentLayout } from './content-page';
import { CheckList, ContentBlock, Panel, Prose } from './content-block';
import { ContactCta } from './contact-cta';
import { OfficeDetails } from './office-card';
import { officeLabels } from './office-labels';
import styles from './content.module.css';

export type TrainingKey = 'cbt' | 'nationalSkills' | 'governmentFunded' | 'customized' | 'partnership';

type Props = {
  kind: TrainingKey;
  locale: Locale;
  /** Values for the texts' placeholders, already formatted for the locale. */
  values?: Record<string, string>;
  /** The office that handles this programme, shown beside the text (from the contact directory). */
  officeId?: NamedOffice;
  /** Something to add after "how to enrol", such as a link to the notice board. */
  after?: ReactNode;
};

/**
 * A short programme page (CBT & NTVQF, skills certificate, government-funded, customised training,
 * partnership): what it is, who it is for, how to enrol; the call to action beside it.
 */
export async function TrainingPage({ kind, locale, values, officeId, after }: Props) {
  const [t, tUi, labels] = await Promise.all([
    getTranslations(`content.${kind}`),
    getTranslations('content.ui'),
    officeLabels(),
  ]);
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values?.[name] ?? whole);
  const office = officeId ? directoryOffice(officeId) : undefined;

  return (
    <ContentLayout
      aside={
        <>
          <ContactCta />
          {office ? (
            <Panel title={tUi('officeTitle')}>
              <h3 className={styles.cardTitle}>{office.name[locale]}</h3>
              <OfficeDetails office={office} locale={locale} labels={labels} />
            </Panel>
          ) : null}
        </>
      }
    >
      <ContentBlock id={`${kind}-what`} title={t('whatTitle')}>
        <Prose paragraphs={(t.raw('what') as string[]).map(fill)} />
      </ContentBlock>
      <ContentBlock id={`${kind}-who`} title={t('whoTitle')}>
        <CheckList items={(t.raw('who') as string[]).map(fill)} />
      </ContentBlock>
      <ContentBlock id={`${kind}-how`} title={t('howTitle')}>
        <Prose paragraphs={(t.raw('how') as string[]).map(fill)} />
        {after}
      </ContentBlock>
    </ContentLayout>
  );
}
