import Image from 'next/image';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getAdmissionDepartments, getDepartment, getDepartments } from '@/lib/institute/data';
import { UNKNOWN_ID, idsOf } from '@/lib/institute/known-ids';
import type { DocumentLanguage } from '@/lib/institute/types';
import { pageMetadataFrom, unlistedPageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES, departmentDetailsPath, parseId } from '@/lib/site/routes';
import { localeOf, defaultLocale } from '@/lib/i18n/routing';
import { localNumber } from '@/lib/format/number';
import { PageIntro } from '@/components/page/page-intro';
import { NoticeText } from '@/components/ui/notice-text';
import { NewTabLink } from '@/components/lists/new-tab-link';
import { EnglishOnlyTag, englishOnlyLabels } from '@/components/lists/english-only-tag';
import styles from './department-details.module.css';
import { UnknownDepartment } from './unknown-department';

type Props = PageProps<'/[locale]/department-details/[id]'>;

/** Ids not known at build time render on request (blocking) rather than from a fallback shell. */
export const instant = false;

/**
 * Every department known at build time is prerendered, in both languages, and so is the page the
 * proxy answers every unknown id with (lib/institute/known-ids.ts).
 */
export async function generateStaticParams() {
  const departments = await getDepartments(defaultLocale);
  const known = departments.ok ? idsOf(departments.data).map((id) => ({ id })) : [];
  return [...known, { id: UNKNOWN_ID }];
}

async function load(params: Props['params']) {
  const { locale: param, id } = await params;
  const locale = localeOf(param);
  const numericId = parseId(id);
  const result = numericId === null ? null : await getDepartment(numericId, locale);
  return { locale, id, result };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id, result } = await load(params);
  const department = result?.ok ? result.data : null;
  if (!department) return unlistedPageMetadata(locale, 'departmentDetails', departmentDetailsPath(id), id === UNKNOWN_ID);
  const t = await getTranslations({ locale, namespace: 'home.departments' });
  return pageMetadataFrom(locale, {
    key: `department-${department.id}`,
    path: departmentDetailsPath(department.id),
    title: department.title || t('unnamed'),
    description: department.description,
  });
}

/**
 * Department details by id. The department is read from the cached department list, so the URL
 * works when shared or opened directly; an unknown id gets 'No Department Data Available' (noindex).
 */
export default async function DepartmentDetailsPage({ params }: Props) {
  const { locale, result } = await load(params);
  const [t, tDepartments, tErrors, tNav, tCommon] = await Promise.all([
    getTranslations('departmentDetails'),
    getTranslations('home.departments'),
    getTranslations('instituteErrors'),
    getTranslations('nav'),
    getTranslations('common'),
  ]);

  if (result && !result.ok) {
    return (
      <div className="container" style={{ paddingBlock: '3rem' }}>
        <NoticeText tone="error" title={tErrors(result.messageKey)} />
      </div>
    );
  }
  const department = result?.data ?? null;
  if (!department) return <UnknownDepartment />;

  const title = department.title.trim() || tDepartments('unnamed');
  // The admission form offers only the departments open for admission. When that list cannot be
  // read, the button stays: the form itself then says what it can. (Read only here: the unknown
  // and failure pages keep the department list's longer lifetime.)
  const admission = await getAdmissionDepartments(locale);
  const admissionOpen = !admission.ok || admission.data.some((open) => open.id === department.id);
  // On a Bengali page, 'ইংরেজিতে' on a course-structure image that exists only in English. (Last
  // good data kept on disk before languages were read has none: its images count as English.)
  const englishOnly = englishOnlyLabels(locale, tCommon);
  const languages: (DocumentLanguage | undefined)[] = department.courseImageLanguages ?? [];
  return (
    <>
      <PageIntro
        title={title}
        description={t('breadcrumb')}
        trail={[
          { name: tNav('items.home'), path: '/' },
          { name: tNav('items.programsDiploma'), path: ROUTES.programsDiploma },
          { name: title, path: departmentDetailsPath(department.id) },
        ]}
      />
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          {department.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {admissionOpen ? null : <p className={styles.closed}>{t('admissionClosed')}</p>}
          <p className={styles.actions}>
            {admissionOpen ? (
              <Link href={{ pathname: ROUTES.admission, query: { department: department.id } }} className="button">
                {t('apply')}
              </Link>
            ) : null}
            <Link href={ROUTES.programsDiploma} className="button button-outline">
              {t('allDepartments')}
            </Link>
          </p>
        </div>
        {department.courseImages.length > 0 ? (
          <section aria-labelledby="course-structure" className={styles.course}>
            <h2 id="course-structure">{t('courseStructure')}</h2>
            {/* On a phone the pages' print is too small to read in place. */}
            <p className={styles.courseHint}>{t('courseImageHint')}</p>
            {department.courseImages.map((src, i) => (
              <NewTabLink key={src} href={src} className={styles.courseImage} newTabLabel={tCommon('opensInNewTab')}>
                <Image
                  src={src}
                  alt={t('courseImageAlt', { title, page: localNumber(i + 1, locale) })}
                  width={1000}
                  height={700}
                  sizes="(min-width: 1024px) 560px, 100vw"
                  className={styles.image}
                />
                <EnglishOnlyTag language={languages[i]} labels={englishOnly} className={styles.languageTag} />
              </NewTabLink>
            ))}
          </section>
        ) : null}
      </div>
    </>
  );
}
