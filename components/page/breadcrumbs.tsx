import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { NAV, ROUTES, type RouteKey } from '@/lib/site/routes';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import type { Locale } from '@/lib/i18n/routing';
import { JsonLd } from '@/components/seo/json-ld';
import styles from './breadcrumbs.module.css';

export type Crumb = { name: string; path: string };

/** The trail to a page of the site map: home, its group's landing page (when not itself), the page. */
export async function stepsFor(route: RouteKey, title: string): Promise<Crumb[]> {
  const tNav = await getTranslations('nav');
  const steps: Crumb[] = [{ name: tNav('items.home'), path: '/' }];
  const group = NAV.find((entry) => entry.kind === 'group' && entry.items.includes(route));
  if (group?.kind === 'group') {
    const landing = group.landing ?? group.items[0]!;
    if (landing !== route) steps.push({ name: tNav(`groups.${group.key}`), path: ROUTES[landing] });
  }
  steps.push({ name: title, path: ROUTES[route] });
  return steps;
}

/**
 * The trail above an inner page's heading, and the same trail for search engines (BreadcrumbList).
 * Give `route` for a page of the site map, or `steps` for a page that is not in it.
 */
export async function Breadcrumbs({
  route,
  title,
  steps,
  onLight = false,
}: {
  route?: RouteKey;
  title: string;
  steps?: Crumb[];
  /** On the page's light background instead of an inner page's dark band. */
  onLight?: boolean;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('common');
  const trail = steps ?? (route ? await stepsFor(route, title) : []);
  if (trail.length < 2) return null;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail, locale)} />
      <nav aria-label={t('breadcrumb')} className={onLight ? `${styles.nav} ${styles.onLight}` : styles.nav}>
        <ol className={styles.list}>
          {trail.map((step, index) => (
            <li key={step.path} className={styles.item}>
              {index < trail.length - 1 ? (
                <Link href={step.path} className={styles.link}>
                  {step.name}
                </Link>
              ) : (
                <span aria-current="page" className={styles.current}>
                  {step.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
