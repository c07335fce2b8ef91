import { getTranslations } from 'next-intl/server';
import { getTuitionFees } from '@/lib/institute/data';
import { FEE_CATEGORIES, type FeeCategory, type TuitionFee } from '@/lib/institute/types';
import { fourYearTotal } from '@/lib/fees/scholarship';
import { formatMoney } from '@/lib/fees/money';
import { ADDITIONAL_COSTS, MIDTERM_EXAMS, STIPEND_PER_SEMESTER, STIPEND_SHARE, UNPRICED_COSTS } from '@/lib/fees/costs';
import { localNumber } from '@/lib/format/number';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { PageIntro } from '@/components/page/page-intro';
import { NoticeText } from '@/components/ui/notice-text';
import pageStyles from '../admission-pages.module.css';
import styles from './tuition-fees.module.css';

type Props = PageProps<'/[locale]/admission/tuition-fees'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'admissionTuitionFees', ROUTES.admissionTuitionFees);
}

type Group = { category: FeeCategory | 'other'; fees: TuitionFee[] };

/** Fee records by category, in the spec's order (engineering, technology, design, marine); unknown ones last. */
function byCategory(fees: TuitionFee[]): Group[] {
  const groups: Group[] = [...FEE_CATEGORIES, 'other' as const].map((category) => ({
    category,
    fees: fees.filter((fee) => (fee.category ?? 'other') === category),
  }));
  return groups.filter((group) => group.fees.length > 0);
}

/** A fee row's id, for the jump links: its place in the list, which is the same in both languages. */
const rowId = (fees: TuitionFee[], fee: TuitionFee) => `fee-${fees.indexOf(fee) + 1}`;

/** The fee table from /tution_fees, with the 4-year totals, the additional costs and the government stipend. */
export default async function TuitionFeesPage({ params }: Props) {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, tPage, tErrors, fees] = await Promise.all([
    getTranslations('pages.admissionTuitionFees'),
    getTranslations('tuitionFeesPage'),
    getTranslations('instituteErrors'),
    getTuitionFees(locale),
  ]);
  const money = (value: number) => formatMoney(value, locale);
  const columns = {
    admission: tPage('admission'),
    semester: tPage('semester'),
    monthly: tPage('monthly'),
    total: tPage('total'),
  };

  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="admissionTuitionFees" />
      <div className={`container ${pageStyles.page}`}>
        <section aria-labelledby="fees-table">
          <h2 id="fees-table" className={pageStyles.heading}>
            {tPage('tableTitle')}
          </h2>
          {!fees.ok ? (
            <NoticeText tone="error" title={tErrors('tuitionFees')} />
          ) : fees.data.length === 0 ? (
            <NoticeText title={tPage('empty')} />
          ) : (
            <>
              {/* On a phone each department is a card, five or six screens of them: a link to each first. */}
              <nav className={styles.jump} aria-labelledby="fees-jump">
                <p id="fees-jump" className={styles.jumpTitle}>
                  {tPage('jumpTitle')}
                </p>
                <ul className={styles.jumpList}>
                  {byCategory(fees.data).flatMap((group) =>
                    group.fees.map((fee) => (
                      <li key={fee.name}>
                        <a href={`#${rowId(fees.data, fee)}`} className={styles.jumpLink}>
                          {fee.name}
                        </a>
                      </li>
                    )),
                  )}
                </ul>
              </nav>
              <table className={styles.table}>
                <caption className={styles.caption}>{tPage('caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{tPage('department')}</th>
                    <th scope="col">{columns.admission}</th>
                    <th scope="col">{columns.semester}</th>
                    <th scope="col">{columns.monthly}</th>
                    <th scope="col">{columns.total}</th>
                  </tr>
                </thead>
                {byCategory(fees.data).map((group) => (
                  <tbody key={group.category} data-category={group.category}>
                    <tr className={styles.group}>
                      <th scope="colgroup" colSpan={5}>
                        {tPage(`categories.${group.category}`)}
                      </th>
                    </tr>
                    {group.fees.map((fee) => (
                      <tr key={fee.name} id={rowId(fees.data, fee)} className={styles.row}>
                        <th scope="row" className={styles.name}>
                          {fee.name}
                        </th>
                        <td data-label={columns.admission}>{money(fee.admission)}</td>
                        <td data-label={columns.semester}>{money(fee.semester)}</td>
                        <td data-label={columns.monthly}>{fee.monthly > 0 ? money(fee.monthly) : tPage('noMonthly')}</td>
                        <td data-label={columns.total} className={styles.total}>
                          {money(fourYearTotal(fee))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
              <p className={pageStyles.muted}>{tPage('formula')}</p>
            </>
          )}
        </section>

        <div className={pageStyles.columns}>
          <section className={pageStyles.card} aria-labelledby="fees-additional">
            <h2 id="fees-additional" className={pageStyles.heading}>
              {tPage('additionalTitle')}
            </h2>
            <ul className={pageStyles.notes}>
              <li>{tPage('additional.misc', { amount: money(ADDITIONAL_COSTS.misc) })}</li>
              <li>{tPage('additional.library', { amount: money(ADDITIONAL_COSTS.library) })}</li>
              <li>{tPage('additional.midterm', { amount: money(ADDITIONAL_COSTS.midterm), count: localNumber(MIDTERM_EXAMS, locale) })}</li>
              {UNPRICED_COSTS.map((key) => (
                <li key={key}>{tPage(`additional.${key}`)}</li>
              ))}
            </ul>
          </section>
          <section className={pageStyles.card} aria-labelledby="fees-stipend">
            <h2 id="fees-stipend" className={pageStyles.heading}>
              {tPage('stipendTitle')}
            </h2>
            <p>
              {tPage('stipendText', {
                amount: money(STIPEND_PER_SEMESTER),
                female: localNumber(STIPEND_SHARE.female, locale),
                male: localNumber(STIPEND_SHARE.male, locale),
              })}
            </p>
            <p>{tPage('scholarshipText')}</p>
            <Link href={ROUTES.admissionScholarship} className="button">
              {tPage('scholarshipLink')}
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
