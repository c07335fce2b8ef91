import type { ReactNode } from 'react';
import type { Receipt } from '@/lib/forms/receipt';
import { fill } from '@/lib/i18n/fill';
import { formatShortDate } from '@/lib/format/date';
import { dhakaDate } from '@/lib/site/time-zone';
import type { Locale } from '@/lib/i18n/routing';
import { localizeDigits } from '@/lib/format/digits';
import { keepFocusOnPress } from '@/lib/forms/keep-focus-on-press';
import styles from './form.module.css';

export type ReceiptLabels = {
  /** 'Your application reference is {id}. Please write it down: …' */
  reference: string;
  /** 'Applicant: {name}. Department: {department}. Sent on {date}.' */
  receiptDetails: string;
  /** 'The admission office will call or text {mobile} within three working days …' */
  receiptNextStep: string;
  receiptPrint: string;
  receiptHide: string;
};

/** A text with one `{id}` placeholder, with the reference set in bold where it goes. */
export function withReference(template: string, reference: string, className: string | undefined): ReactNode {
  const [before, after = ''] = template.split('{id}');
  return (
    <>
      {before}
      <strong className={className}>{reference}</strong>
      {after}
    </>
  );
}

/**
 * What an applicant keeps of a sent application: the reference, who applied for which department
 * and when, what happens next, and a button to print it or save it as a PDF (the print stylesheet
 * in globals.css prints the page's title and this alone). `department`: the name in the page's language.
 */
export function ApplicationReceipt({
  receipt,
  department,
  locale,
  labels,
  onHide,
}: {
  receipt: Receipt;
  department: string;
  locale: Locale;
  labels: ReceiptLabels;
  /** Offered when the receipt is shown again from storage. */
  onHide?: () => void;
}) {
  const date = formatShortDate(dhakaDate(new Date(receipt.sentAt)), locale);
  return (
    <>
      {receipt.reference ? <p className={styles.alertText}>{withReference(labels.reference, receipt.reference, styles.reference)}</p> : null}
      <p className={styles.alertText}>{fill(labels.receiptDetails, { name: receipt.name, department, date }, locale)}</p>
      <p className={styles.alertText}>{fill(labels.receiptNextStep, { mobile: localizeDigits(receipt.mobile, locale) }, locale)}</p>
      <p className={`${styles.alertText} ${styles.receiptActions}`} data-print-hide>
        <button type="button" className={styles.linkButton} onClick={() => window.print()} onMouseDown={keepFocusOnPress}>
          {labels.receiptPrint}
        </button>
        {onHide ? (
          <button type="button" className={styles.linkButton} onClick={onHide} onMouseDown={keepFocusOnPress}>
            {labels.receiptHide}
          </button>
        ) : null}
      </p>
    </>
  );
}
