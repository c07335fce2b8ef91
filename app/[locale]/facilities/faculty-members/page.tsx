import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf, otherLocale } from '@/lib/i18n/routing';
import { getFacultyMembers } from '@/lib/institute/data';
import { departmentAliases } from '@/lib/lists/department-aliases';
import { PageIntro } from '@/components/page/page-intro';
import { NoticeText } from '@/components/ui/notice-text';
import { showingTemplates } from '@/components/lists/labels';
import { ReadFailure } from '@/components/lists/read-failure';
import { FacultyCard } from '@/components/faculty/faculty-card';
import { FacultyFilter } from '@/components/faculty/faculty-filter';
import styles from './faculty-members.module.css';

type Props = PageProps<'/[locale]/facilities/faculty-members'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'facilitiesFaculty', ROUTES.facilitiesFaculty);
}

/** Faculty members with department chips; a failed read shows the generic error page (spec section 8). */
export default async function FacultyMembersPage({ params }: Props) {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, tFaculty, tErrors, faculty, otherFaculty] = await Promise.all([
    getTranslations('pages.facilitiesFaculty'),
    getTranslations('facultyPage'),
    getTranslations('instituteErrors'),
    getFacultyMembers(locale),
    // Only for the department names in the other language, so a chosen department survives the language switch.
    getFacultyMembers(otherLocale(locale)),
  ]);
  if (!faculty.ok) return <ReadFailure message={tErrors('faculty')} />;

  // Chips in the order the institute lists its departments.
  const departments = [...new Set(faculty.data.map((m) => m.department.trim()).filter(Boolean))];
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="facilitiesFaculty" />
      <div className={`container ${styles.body}`}>
        {faculty.data.length === 0 ? (
          <NoticeText title={tFaculty('empty')} />
        ) : (
          <FacultyFilter
            departments={departments}
            members={faculty.data.map((member, index) => ({
              key: member.id,
              department: member.department.trim(),
              // The first row is in view on arrival: its photos load at once.
              node: <FacultyCard member={member} eager={index < 4} />,
            }))}
            aliases={otherFaculty.ok ? departmentAliases([[faculty.data, otherFaculty.data]]) : {}}
            locale={locale}
            labels={{ filter: tFaculty('filter'), all: tFaculty('all'), showing: showingTemplates(tFaculty) }}
          />
        )}
      </div>
    </>
  );
}
