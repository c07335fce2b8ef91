import { getTranslations } from 'next-intl/server';
import { getAcademicProgress } from '@/lib/institute/data';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from '@/components/ui/section';
import { RingCarousel, type RingItem } from './ring-carousel';
import { imageAttributes } from '@/lib/images/image-attributes';
import {
  HOME_DRAG_SENSITIVITY,
  HOME_SPIN_SECONDS,
  RING_CARD_DEFAULT_HEIGHT,
  RING_CARD_DEFAULT_WIDTH,
  RING_CARD_SIZES,
} from '@/lib/carousel/ring-motion';

const FALLBACK_COUNT = 10;

/** The card's and the preview's srcset, computed here so the ring (a client island) ships no image code. */
function ringImages(item: RingItem): RingItem {
  const base = { src: item.src, alt: item.title };
  return {
    ...item,
    card: imageAttributes({
      ...base,
      width: item.width ?? RING_CARD_DEFAULT_WIDTH,
      height: item.height ?? RING_CARD_DEFAULT_HEIGHT,
      sizes: RING_CARD_SIZES,
    }),
    preview: imageAttributes({ ...base, width: item.width ?? 1600, height: item.height ?? 1200, sizes: '100vw' }),
  };
}

/** Academic progress: the 3D ring of photos, with the spec's home-page drag sensitivity and spin time. */
export async function AcademicProgressSection({ locale }: { locale: Locale }) {
  const [t, tErrors, progress] = await Promise.all([
    getTranslations('home.academicProgress'),
    getTranslations('instituteErrors'),
    getAcademicProgress(locale),
  ]);
  const items = progress.ok
    ? progress.data.filter((item) => item.image).map((item) => ringImages({ src: item.image!, title: item.title }))
    : [];
  // Sent only when it will be shown: each item carries two srcsets into the page's payload.
  const fallbackTitles = t.raw('fallback') as string[];
  const fallbackItems =
    items.length > 0
      ? []
      : Array.from({ length: FALLBACK_COUNT }, (_, i) =>
          ringImages({
            src: `/images/site/progress/fallback-${i + 1}.jpg`,
            title: fallbackTitles[i] ?? '',
            width: 640,
            height: 400,
          }),
        );
  return (
    <Section id="home-progress" title={t('heading')} description={t('description')}>
      <RingCarousel
        items={items}
        fallbackItems={fallbackItems}
        status={progress.ok ? { kind: 'ready' } : { kind: 'error', message: tErrors(progress.messageKey) }}
        dragSensitivity={HOME_DRAG_SENSITIVITY}
        spinSeconds={HOME_SPIN_SECONDS}
        labels={{
          region: t('region'),
          previous: t('previous'),
          next: t('next'),
          pause: t('pause'),
          play: t('play'),
          close: t('close'),
          open: t.raw('open') as string,
          loading: t('loading'),
          errorPrefix: t('errorPrefix'),
        }}
      />
    </Section>
  );
}
