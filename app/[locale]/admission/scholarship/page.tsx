import { getTranslations } from 'next-intl/server';
import { getAdmissionDepartments, getTuitionFees } from '@/lib/institute/data';
import { FEMALE_MONTHLY_FEE, matchDepartmentId, openForAdmission, WAIVER_BANDS } from '@/lib/fees/scholarship';
import { formatMoney, formatPercent } from '@/lib/fees/money';
import { STIPEND_PER_SEMESTER, STIPEND_SHARE } from '@/lib/fees/costs';
import { localNumber } from '@/lib/format/number';
import { formatNumber } from '@/lib/format/number';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { PageIntro } from '@/components/page/page-intro';
import { NoticeText } from '@/components/ui/notice-text';
import { ScholarshipCalculator, type CalculatorFee } from '@/components/admission/scholarship-calculator';
import { rawMessages } from '@/lib/i18n/raw-messages';
import pageStyles from '../admission-pages.module.css';
import styles from './scholarship.module.css';

type Props = PageProps<'/[locale]/admission/scholarship'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'admissionScholarship', ROUTES.admissionScholarship);
}

/** Spec section 4: the calculator starts on Computer, found by its English name so it works in both languages. */
const DEFAULT_DEPARTMENT = 'Computer';

/** The scholarship and tuition calculator, the waiver table it applies, and the notes on female students and the stipend. */
export default async function ScholarshipPage({ params }: Props) {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, tPage, tErrors, raw, fees, englishFees, departments] = await Promise.all([
    getTranslations('pages.admissionScholarship'),
    getTranslations('scholarshipPage'),
    getTranslations('instituteErrors'),
    rawMessages(locale, 'scholarshipPage'),
    getTuitionFees(locale),
    getTuitionFees('en'),
    getAdmissionDepartments(locale),
  ]);
  const open = departments.ok ? departments.data : [];
  const calculatorFees: CalculatorFee[] = fees.ok
    ? fees.data.map((fee) => ({
        name: fee.name,
        admission: fee.admission,
        semester: fee.semester,
        monthly: fee.monthly,
        departmentId: matchDepartmentId(fee.name, open),
        // Said only when the list of open departments was read: a failed read is not a closed department.
        admissionClosed: departments.ok && !openForAdmission(fee.name, open),
      }))
    : [];
  const englishIndex = englishFees.ok ? englishFees.data.findIndex((fee) => fee.name === DEFAULT_DEPARTMENT) : -1;
  const defaultIndex = englishIndex >= 0 && englishIndex < calculatorFees.length ? englishIndex : 0;
  const cgpa = (value: number) => formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="admissionScholarship" />
      <div className={`container ${pageStyles.page}`}>
        <section aria-labelledby="scholarship-calculator">
          <h2 id="scholarship-calculator" className={pageStyles.heading}>
            {tPage('calculatorTitle')}
          </h2>
          {calculatorFees.length > 0 ? (
            <ScholarshipCalculator locale={locale} fees={calculatorFees} defaultIndex={defaultIndex} labels={raw.scholarshipPage} />
          ) : (
            <NoticeText tone="error" title={tErrors('tuitionFees')}>
              {tPage('feesError')}
            </NoticeText>
          )}
        </section>

        <div className={pageStyles.columns}>
          <section className={pageStyles.card} aria-labelledby="scholarship-bands">
            <h2 id="scholarship-bands" className={pageStyles.heading}>
              {tPage('tableTitle')}
            </h2>
            <table className={styles.bands}>
              <caption className="visually-hidden">{tPage('tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{tPage('cgpaColumn')}</th>
                  <th scope="col">{tPage('waiverColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {WAIVER_BANDS.map((band, index) => {
                  const upper = WAIVER_BANDS[index - 1]?.from;
                  return (
                    <tr key={band.from}>
                      <th scope="row">
                        {upper === undefined ? cgpa(band.from) : tPage('bandRange', { from: cgpa(band.from), to: cgpa(upper) })}
                      </th>
                      <td>{formatPercent(band.percent, locale)}</td>
                    </tr>
                  );
                })}
                <tr>
                  <th scope="row">{tPage('bandBelow', { to: cgpa(WAIVER_BANDS[WAIVER_BANDS.length - 1]!.from) })}</th>
                  <td>{formatPercent(0, locale)}</td>
                </tr>
              </tbody>
            </table>
            <p className={pageStyles.muted}>{tPage('gapNote')}</p>
          </section>
          <div className={styles.stack}>
            <section className={pageStyles.card} aria-labelledby="scholarship-female">
              <h2 id="scholarship-female" className={pageStyles.heading}>
                {tPage('femaleTitle')}
              </h2>
              <p>{tPage('femaleNote', { amount: formatMoney(FEMALE_MONTHLY_FEE, locale) })}</p>
            </section>
            <section className={pageStyles.card} aria-labelledby="scholarship-stipend">
              <h2 id="scholarship-stipend" className={pageStyles.heading}>
                {tPage('stipendTitle')}
              </h2>
              <p>
                {tPage('stipendText', {
                  amount: formatMoney(STIPEND_PER_SEMESTER, locale),
                  female: localNumber(STIPEND_SHARE.female, locale),
                  male: localNumber(STIPEND_SHARE.male, locale),
                })}
              </p>
              <Link href={ROUTES.admissionTuitionFees}>{tPage('feesLink')}</Link>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
