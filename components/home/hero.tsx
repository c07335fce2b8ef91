import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { getLocale, getTranslations } from 'next-intl/server';
import { institute } from '@/lib/content/institute';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import heroImage from '@/public/images/site/hero-campus.jpg';
import styles from './hero.module.css';

const HERO_SIZES = '100vw';

export type AdmissionBadge = { open: boolean; text: string | null };

/** The home page's first screen: admission badge, heading, the spec's three links, and the campus drawing (the LCP). */
export async function Hero({ admission }: { admission: AdmissionBadge }) {
  const [t, locale] = await Promise.all([getTranslations('home.hero'), getLocale() as Promise<Locale>]);
  const badgeText = admission.text || t(admission.open ? 'admissionOpen' : 'admissionClosed');
  const { props: image } = getImageProps({
    src: heroImage,
    alt: t('imageAlt'),
    fill: true,
    sizes: HERO_SIZES,
    loading: 'eager',
    fetchPriority: 'high',
  });
  // The page's LCP image, requested from the <head> before the parser reaches it.
  preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: HERO_SIZES, fetchPriority: 'high' });
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {/* A plain <img>: no client code, and decoded with the first paint that has it (the LCP). */}
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- props from getImageProps, alt included */}
      <img {...image} decoding="sync" className={styles.image} />
      <div className={styles.shade} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={styles.badge} data-open={admission.open || undefined}>
          <span className={styles.dot} aria-hidden="true" />
          {badgeText}
        </p>
        <h1 id="hero-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
        <div className={styles.actions}>
          <Link href={ROUTES.programsDiploma} className="button">
            {t('explorePrograms')}
          </Link>
          <Link href={ROUTES.admission} className={`button ${styles.secondary}`}>
            {t('applyNow')}
          </Link>
        </div>
      </div>

      <nav className={styles.side} aria-label={t('quickLinks')}>
        <Link href={ROUTES.programsDiploma} className={styles.sideLink} title={t('explorePrograms')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M3 7l9-4 9 4-9 4zM6 9v5c3 2 9 2 12 0V9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <span className="visually-hidden">{t('explorePrograms')}</span>
        </Link>
        <Link href={ROUTES.admission} className={styles.sideLink} title={t('applyNow')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M6 3h9l4 4v14H6zM9 12h7M9 16h7M14 3v5h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <span className="visually-hidden">{t('applyNow')}</span>
        </Link>
        <Link href={ROUTES.facilitiesFaculty} className={styles.sideLink} title={t('faculty')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <circle cx="9" cy="8" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M2.5 20c.8-4 3.5-6 6.5-6s5.7 2 6.5 6M16 4.5a3.5 3.5 0 010 7M18 14c2 .8 3.2 2.8 3.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{t('faculty')}</span>
        </Link>
      </nav>

      {/* The rotating circular logo text, on large screens only. It turns for the whole visit, so
          anyone can stop it (WCAG 2.2.2): a checkbox does it with CSS alone, as the partners' marquee. */}
      <div className={styles.ringBox}>
        <svg className={styles.ring} viewBox="0 0 200 200" aria-hidden="true">
          <defs>
            <path id="hero-ring-path" d="M100 100m-78 0a78 78 0 1 1 156 0a78 78 0 1 1-156 0" />
          </defs>
          <circle cx="100" cy="100" r="96" fill="rgb(255 255 255 / 0.92)" />
          <g className={styles.spin}>
            <text className={styles.ringText}>
              <textPath href="#hero-ring-path">{t('circularText')}</textPath>
            </text>
          </g>
          <text x="100" y="112" textAnchor="middle" className={styles.ringYear}>
            {formatNumber(institute.established, locale, { useGrouping: false })}
          </text>
        </svg>
        <label className={styles.ringPause}>
          <input type="checkbox" className={styles.ringPauseBox} />
          {t('pauseRing')}
        </label>
      </div>

      <a href="#home-stats" className={styles.scroll}>
        <span>{t('scrollHint')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </a>
    </section>
  );
}
