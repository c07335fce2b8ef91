import { getTranslations } from 'next-intl/server';
import { otherLocale, type Locale } from '@/lib/i18n/routing';
import { getSuccessStories, getTopPerformers, getVideoStories } from '@/lib/institute/data';
import { formatNumber } from '@/lib/format/number';
import { availableTabs, galleryList, type GalleryTab } from '@/lib/lists/gallery';
import { departmentAliases } from '@/lib/lists/department-aliases';
import { localizeDigits } from '@/lib/format/digits';
import { PageIntro } from '@/components/page/page-intro';
import { pagedShowingTemplates, paginationLabels } from '@/components/lists/labels';
import { GalleryBoard, type GalleryBoardProps, type GalleryList } from '@/components/gallery/gallery-board';

/**
 * The gallery of top performers, success stories and video stories. The server renders the
 * first tab on `page` (the first, or a later one at its own address: the route pages/[page]); the
 * island takes over with the tab, department and page of the URL.
 */
export async function GalleryPage({ locale, page = 1 }: { locale: Locale; page?: number }) {
  const other = otherLocale(locale);
  const [t, tGallery, tErrors, pagination, top, stories, videos, otherTop, otherStories, otherVideos] = await Promise.all([
    getTranslations('pages.gallery'),
    getTranslations('galleryPage'),
    getTranslations('instituteErrors'),
    paginationLabels('galleryPage.pages'),
    getTopPerformers(locale),
    getSuccessStories(locale),
    getVideoStories(locale),
    // Only for the department names in the other language, so a chosen department survives the language switch.
    getTopPerformers(other),
    getSuccessStories(other),
    getVideoStories(other),
  ]);
  const session = (batch: string) => (batch ? tGallery('session', { batch: localizeDigits(batch, locale) }) : '');
  const facts = (...values: string[]) => values.filter(Boolean);

  const lists: Record<GalleryTab, GalleryList> = {
    'top-performers': top.ok
      ? galleryList(
          top.data.map((p) => ({
            id: p.id,
            name: p.name,
            department: p.department,
            image: p.image,
            facts: facts(
              tGallery('cgpa', { cgpa: formatNumber(p.cgpa, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }),
              session(p.batch),
            ),
          })),
          locale,
        )
      : { ok: false, error: tErrors('topPerformers') },
    'success-stories': stories.ok
      ? galleryList(
          stories.data.map((s) => ({
            id: s.id,
            name: s.name,
            department: s.department,
            image: s.image,
            facts: facts(session(s.batch)),
            achievement: s.achievement,
            story: s.story,
          })),
          locale,
        )
      : { ok: false, error: tErrors('successStories') },
    'video-stories': videos.ok
      ? galleryList(
          videos.data
            .filter((v) => v.videoUrl)
            .map((v) => ({
              id: v.id,
              name: v.name,
              department: v.department,
              image: null,
              facts: facts(session(v.batch)),
              achievement: v.achievement,
              story: v.story,
              videoUrl: v.videoUrl,
            })),
          locale,
        )
      : { ok: false, error: tErrors('videoStories') },
  };
  // Each tab's rows are paired by id with the same tab's in the other language (ids are per list).
  const aliases = departmentAliases(
    [
      [top, otherTop] as const,
      [stories, otherStories] as const,
      [videos, otherVideos] as const,
    ].flatMap(([here, there]) => (here.ok && there.ok ? [[here.data, there.data] as const] : [])),
  );
  const videoList = lists['video-stories'];
  const tabs = availableTabs(videoList.ok ? videoList.items.length : 0);

  const emptyFor = (key: string) => ({
    all: tGallery(`empty.${key}.all`),
    department: tGallery.raw(`empty.${key}.department`) as string,
  });
  const props: GalleryBoardProps = {
    locale,
    page,
    tabs,
    lists,
    aliases,
    labels: {
      tablist: tGallery('tablist'),
      tabs: {
        'top-performers': tGallery('tabs.topPerformers'),
        'success-stories': tGallery('tabs.successStories'),
        'video-stories': tGallery('tabs.videoStories'),
      },
      department: tGallery('department'),
      allDepartments: tGallery('allDepartments'),
      errorHint: tGallery('errorHint'),
      showing: pagedShowingTemplates(tGallery),
      empty: {
        'top-performers': emptyFor('topPerformers'),
        'success-stories': emptyFor('successStories'),
        'video-stories': emptyFor('videoStories'),
      },
      video: { play: tGallery.raw('play') as string, frameTitle: tGallery.raw('frameTitle') as string },
      pagination,
    },
  };
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="gallery" />
      <div className="container">
        <GalleryBoard {...props} />
      </div>
    </>
  );
}
