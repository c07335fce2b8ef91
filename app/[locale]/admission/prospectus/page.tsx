import { statSync } from 'node:fs';
import { join } from 'node:path';
import Image from 'next/image';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { institute } from '@/lib/content/institute';
import { kilobytes } from '@/lib/format/file-size';
import { formatNumber } from '@/lib/format/number';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { PageIntro } from '@/components/page/page-intro';
import { ProspectusDownload } from '@/components/admission/prospectus-download';
import { ProspectusRequest } from '@/components/admission/prospectus-request';
import { FormNeedsScript } from '@/components/forms/form-needs-script';
import { rawMessages } from '@/lib/i18n/raw-messages';
import prospectusEn from '@/public/images/site/prospectus-2025.jpg';
import prospectusBn from '@/public/images/site/prospectus-2025-bn.jpg';
import pageStyles from '../admission-pages.module.css';
import styles from './prospectus.module.css';

type Props = PageProps<'/[locale]/admission/prospectus'>;

/**
 * Rendered per request, in one piece: its scripts carry the response's nonce (DESIGN.md section 6a,
 * decision 0006), which a prerendered shell's could not.
 */
export const instant = false;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'admissionProspectus', ROUTES.admissionProspectus);
}

/**
 * Spec section 9: the prospectus is for the 2025 academic year; it is downloaded from this local
 * path. The site draws its cover in both languages (scripts/generate-prospectus.mjs): a Bengali page
 * shows and downloads the Bengali one.
 */
const YEAR = 2025;
const PROSPECTUS = {
  en: { image: prospectusEn, path: '/images/site/prospectus-2025.jpg', fileName: `prospectus-${YEAR}.jpg` },
  bn: { image: prospectusBn, path: '/images/site/prospectus-2025-bn.jpg', fileName: `prospectus-${YEAR}-bn.jpg` },
} as const;
const INSIDE = ['programmes', 'admission', 'fees', 'campus'] as const;
/** Where the request button points before the page is interactive (decision 0009). */
const REQUEST_ANCHOR = 'request-copy';

/** The file's size for the download button, so a visitor on mobile data knows what it costs. */
function fileKilobytes(path: string): number | null {
  try {
    return kilobytes(statSync(join(process.cwd(), 'public', path)).size);
  } catch {
    return null;
  }
}

/** The prospectus: the cover, a JPG download (or, where a browser cannot download, the image in a new tab) and the hard-copy request. */
export default async function ProspectusPage({ params }: Props) {
  await connection();
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, tPage, tForm, tCommon, raw] = await Promise.all([
    getTranslations('pages.admissionProspectus'),
    getTranslations('prospectusPage'),
    getTranslations('admissionForm'),
    getTranslations('common'),
    rawMessages(locale, 'prospectusPage', 'validation'),
  ]);
  const year = formatNumber(YEAR, locale, { useGrouping: false });
  const alt = tPage('imageAlt', { year, name: institute.name[locale] });
  const prospectus = PROSPECTUS[locale];
  const kilobytes = fileKilobytes(prospectus.path);

  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="admissionProspectus" />
      <div className={`container ${pageStyles.page}`}>
        <div className={styles.layout}>
          <figure className={styles.cover}>
            <a href={prospectus.path} target="_blank" rel="noopener" className={styles.coverLink}>
              <Image
                src={prospectus.image}
                alt={alt}
                sizes="(min-width: 900px) 420px, 92vw"
                className={styles.image}
                priority
              />
              <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
            </a>
          </figure>
          <div className={styles.details}>
            <section className={pageStyles.card} aria-labelledby="prospectus-download">
              <h2 id="prospectus-download" className={pageStyles.heading}>
                {tPage('fallbackTitle', { year })}
              </h2>
              <ProspectusDownload
                href={prospectus.path}
                fileName={prospectus.fileName}
                label={tPage('download')}
                fallbackTitle={tPage('fallbackTitle', { year })}
                fallbackText={tPage('fallback')}
                alt={alt}
                lang={locale}
              />
              {kilobytes ? (
                <p className={styles.size}>
                  {tPage('downloadSize', { size: tForm('kilobytes', { size: formatNumber(kilobytes, locale) }) })}
                </p>
              ) : null}
              <h3 className={styles.subheading}>{tPage('insideTitle')}</h3>
              <ul className={pageStyles.notes}>
                {INSIDE.map((key) => (
                  <li key={key}>{tPage(`inside.${key}`)}</li>
                ))}
              </ul>
            </section>
            <section className={pageStyles.card} aria-labelledby="prospectus-request">
              <h2 id="prospectus-request" className={pageStyles.heading}>
                {tPage('requestTitle')}
              </h2>
              <p className={styles.text}>{tPage('requestText')}</p>
              <ProspectusRequest locale={locale} anchor={REQUEST_ANCHOR} labels={raw.prospectusPage} messages={raw.validation} />
              {/* The button's link lands here when the browser runs no script: the office takes requests too. */}
              <FormNeedsScript locale={locale} form="prospectus" id={REQUEST_ANCHOR} className={styles.noScript} />
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
