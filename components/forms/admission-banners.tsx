'use client';

import { useEffect, useRef } from 'react';
import type { Receipt } from '@/lib/forms/receipt';
import type { Locale } from '@/lib/i18n/routing';
import { keepFocusOnPress } from '@/lib/forms/keep-focus-on-press';
import { ApplicationReceipt, withReference, type ReceiptInstitute } from './application-receipt';
import type { AdmissionFormLabels } from './admission-form';
import type { DepartmentOption } from './use-admission-draft';
import styles from './form.module.css';

/** The outcome of the last submission, shown above the form until a new attempt. */
export type AdmissionBanner =
  | { kind: 'success'; reference: string | null; receipt: Receipt | null }
  /** Sent while offline: kept on the device, to be sent when the connection is back. */
  | { kind: 'queued' }
  | { kind: 'failure'; message: string; network?: boolean; withPhoto?: boolean; reference?: string | null };

type ReceiptProps = {
  departments: readonly DepartmentOption[];
  /** Whose receipt it is, for its printed copy. */
  institute: ReceiptInstitute;
  locale: Locale;
  labels: AdmissionFormLabels;
};

/** The receipt's department in the page's language; the name it was sent with when the list no longer has it. */
const departmentName = (departments: readonly DepartmentOption[], receipt: Receipt) =>
  departments.find((d) => d.id === receipt.departmentId)?.name ?? receipt.department;

/** The success (with its receipt) or the failure (with the network and photo hints, or a 409's reference); focused as it appears. */
export function OutcomeBanner({ banner, departments, institute, locale, labels }: ReceiptProps & { banner: AdmissionBanner | null }) {
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  if (!banner) return null;
  // The server's 409 usually names the earlier reference itself: marked there, not said twice.
  const referenceInMessage = banner.kind === 'failure' && Boolean(banner.reference && banner.message.includes(banner.reference));
  return (
    <div
      ref={bannerRef}
      tabIndex={-1}
      role="alert"
      className={styles.alert}
      data-tone={banner.kind === 'success' ? 'success' : banner.kind === 'queued' ? 'info' : 'error'}
      data-print-receipt={banner.kind === 'success' && banner.receipt ? '' : undefined}
    >
      {banner.kind === 'queued' ? (
        <>
          <p className={styles.alertTitle}>{labels.queuedTitle}</p>
          <p className={styles.alertText}>{labels.queuedText}</p>
        </>
      ) : banner.kind === 'success' ? (
        <>
          <p className={styles.alertTitle}>{labels.success}</p>
          {banner.receipt ? (
            <ApplicationReceipt
              receipt={banner.receipt}
              department={departmentName(departments, banner.receipt)}
              institute={institute}
              locale={locale}
              labels={labels}
            />
          ) : banner.reference ? (
            <p className={styles.alertText}>{withReference(labels.reference, banner.reference, styles.reference)}</p>
          ) : null}
        </>
      ) : (
        <>
          <p className={styles.alertTitle}>
            {banner.reference && referenceInMessage
              ? withReference(banner.message.replace(banner.reference, '{id}'), banner.reference, styles.reference)
              : banner.message}
          </p>
          {banner.network ? <p className={styles.alertText}>{labels.networkHint}</p> : null}
          {banner.network && banner.withPhoto ? <p className={styles.alertText}>{labels.networkPhotoHint}</p> : null}
          {banner.reference && !referenceInMessage ? (
            <p className={styles.alertText}>{withReference(labels.existingReference, banner.reference, styles.reference)}</p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The last application sent from this tab, shown again after a reload (lib/forms/receipt.ts), with a Hide button. */
export function LastReceiptBanner({ receipt, onHide, departments, institute, locale, labels }: ReceiptProps & { receipt: Receipt; onHide: () => void }) {
  return (
    <div className={styles.alert} data-tone="info" data-print-receipt="">
      <p className={styles.alertTitle}>{labels.receiptLast}</p>
      <ApplicationReceipt
        receipt={receipt}
        department={departmentName(departments, receipt)}
        institute={institute}
        locale={locale}
        labels={labels}
        onHide={onHide}
      />
    </div>
  );
}

/** Says the answers were restored from the device's draft, and offers to start over. */
export function DraftRestoredNotice({ photoChosen, onStartOver, labels }: { photoChosen: boolean; onStartOver: () => void; labels: AdmissionFormLabels }) {
  return (
    <div className={styles.alert} data-tone="info">
      <p className={styles.alertText}>
        <span>{labels.draftRestored}</span>
        {/* A page restored from the back/forward cache still has its photo chosen. */}
        {photoChosen ? null : <span> {labels.draftPhoto}</span>}
      </p>
      <button type="button" className={styles.linkButton} onClick={onStartOver} onMouseDown={keepFocusOnPress}>
        {labels.startOver}
      </button>
    </div>
  );
}
