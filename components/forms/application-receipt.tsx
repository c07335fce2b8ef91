import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Receipt } from '@/lib/forms/receipt';
import { fill } from '@/lib/i18n/fill';
import { formatDateTime, formatShortDate } from '@/lib/format/date';
import { dhakaDate } from '@/lib/site/time-zone';
import type { Locale } from '@/lib/i18n/routing';
import { localizeDigits } from '@/lib/format/digits';
import { keepFocusOnPress } from '@/lib/forms/keep-focus-on-press';
import { ReceiptQr } from './receipt-qr';
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
  /** 'Admission application receipt': the printed copy's heading. */
  receiptTitle: string;
  /** 'Phone: {phone}' */
  receiptPhone: string;
  /** 'Printed on {date}' */
  receiptPrinted: string;
  /** 'QR code of the reference {id}': the QR code's name for screen readers. */
  receiptQr: string;
};

/**
 * Whose receipt it is, in the page's language (Bengali digits on Bengali pages): handed down by the
 * admission page from lib/content/institute.json, so the content file stays out of the island.
 */
export type ReceiptInstitute = {
  name: string;
  address: string;
  /** Written as people read it ('01700-000001', '০১৭০০-০০০০০১'): formatPhone(). */
  phone: string;
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
 * The time the receipt was printed, for its printed copy: the moment it was shown, then the moment
 * of each print. `beforeprint` comes before the browser lays the page out for paper (the button's
 * window.print(), the browser's menu, Ctrl+P), and flushSync draws the new time before that: an
 * ordinary update would come after the copy is made. A browser that sends no `beforeprint` prints
 * the moment the receipt was shown, a few minutes early at most.
 */
function usePrintedAt(): number {
  const [printedAt, setPrintedAt] = useState(() => Date.now());
  useEffect(() => {
    const onBeforePrint = () => flushSync(() => setPrintedAt(Date.now()));
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, []);
  return printedAt;
}

/**
 * What an applicant keeps of a sent application: the reference (as text and as a QR code), who
 * applied for which department and when, what happens next, and a button to print it or save it
 * as a PDF (the print stylesheet in globals.css prints the page's title and this alone). The
 * printed copy also says whose application it is (the institute's name, address and phone) and
 * when it was printed; on the screen those stay hidden: the page around it says so already, and
 * the banner is read out when it appears. `department`: the name in the page's language.
 */
export function ApplicationReceipt({
  receipt,
  department,
  institute,
  locale,
  labels,
  onHide,
}: {
  receipt: Receipt;
  department: string;
  institute: ReceiptInstitute;
  locale: Locale;
  labels: ReceiptLabels;
  /** Offered when the receipt is shown again from storage. */
  onHide?: () => void;
}) {
  const date = formatShortDate(dhakaDate(new Date(receipt.sentAt)), locale);
  const printedAt = usePrintedAt();
  return (
    <>
      <div className={`${styles.printOnly} ${styles.receiptIssuer}`}>
        <p className={styles.receiptInstitute}>{institute.name}</p>
        <p>{institute.address}</p>
        <p>{fill(labels.receiptPhone, { phone: institute.phone }, locale)}</p>
        <p className={styles.receiptTitle}>{labels.receiptTitle}</p>
      </div>
      <div className={styles.receiptBody}>
        <div>
          {receipt.reference ? <p className={styles.alertText}>{withReference(labels.reference, receipt.reference, styles.reference)}</p> : null}
          <p className={styles.alertText}>{fill(labels.receiptDetails, { name: receipt.name, department, date }, locale)}</p>
          <p className={styles.alertText}>{fill(labels.receiptNextStep, { mobile: localizeDigits(receipt.mobile, locale) }, locale)}</p>
        </div>
        {receipt.reference ? <ReceiptQr reference={receipt.reference} label={fill(labels.receiptQr, { id: receipt.reference }, locale)} /> : null}
      </div>
      <p className={`${styles.alertText} ${styles.printOnly}`}>{fill(labels.receiptPrinted, { date: formatDateTime(printedAt, locale) }, locale)}</p>
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
