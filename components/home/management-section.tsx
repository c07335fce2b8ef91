import { getTranslations } from 'next-intl/server';
import { institute } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from '@/components/ui/section';
import { imageAttributes } from '@/lib/images/image-attributes';
import { fill } from '@/lib/i18n/fill';
import { ManagementCarousel } from './management-carousel';

/** The chairman and the executive director, from the institute's content file. */
export async function ManagementSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.management');
  const total = institute.leaders.length;
  const people = institute.leaders.map((leader, index) => ({
    id: leader.id,
    slideLabel: fill(t.raw('slideLabel') as string, { index: index + 1, total }, locale),
    name: leader.name[locale],
    role: leader.role[locale],
    photo: imageAttributes({ src: leader.image, alt: '', width: 240, height: 280, sizes: '(min-width: 768px) 240px, 60vw' }),
  }));
  return (
    <Section id="home-management" title={t('heading')} description={t('description')}>
      <ManagementCarousel
        people={people}
        labels={{ region: t('heading'), previous: t('previous'), next: t('next'), carousel: t('carousel'), slide: t('slide') }}
      />
    </Section>
  );
}
