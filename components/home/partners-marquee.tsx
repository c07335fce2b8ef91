import { imageAttributes } from '@/lib/images/image-attributes';
import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { getIndustryPartners } from '@/lib/institute/data';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from '@/components/ui/section';
import styles from './partners-marquee.module.css';

/** Spec section 9: marquee speed 50 (pixels per second). */
export const MARQUEE_SPEED_PX_PER_S = 50;
const SLOT_PX = 192; // one logo (160 px) and the gap after it (32 px), as in the CSS

/** Industry partners' logos, scrolling; a failed read simply shows no logos (spec section 8). */
export async function PartnersMarquee({ locale }: { locale: Locale }) {
  const [t, partners] = await Promise.all([getTranslations('home.partners'), getIndustryPartners(locale)]);
  const logos = partners.ok ? partners.data.filter((partner) => partner.image) : [];
  if (logos.length === 0) return null;
  const seconds = (logos.length * SLOT_PX) / MARQUEE_SPEED_PX_PER_S;
  const row = (copy: number) =>
    logos.map((partner) => (
      <li key={`${copy}-${partner.key}`} className={styles.item} aria-hidden={copy > 0 || undefined}>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- attributes from imageAttributes, alt included */}
        <img
          {...imageAttributes({ src: partner.image!, alt: copy > 0 ? '' : partner.name, width: 160, height: 80, sizes: '160px' })}
          className={styles.logo}
        />
      </li>
    ));
  return (
    <Section id="home-partners" title={t('heading')} description={t('description')}>
      <div className={styles.root}>
        <div className={styles.marquee}>
          <ul className={styles.track} style={{ '--marquee-duration': `${seconds}s` } as CSSProperties}>
            {row(0)}
            {row(1)}
          </ul>
        </div>
        {/* Moving content must be stoppable by anyone (WCAG 2.2.2), not only by hovering it; a
            checkbox does it with CSS alone, so the marquee stays without script. */}
        <label className={styles.pause}>
          <input type="checkbox" className={styles.pauseBox} />
          {t('pause')}
        </label>
      </div>
    </Section>
  );
}
