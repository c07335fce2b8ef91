import type { ReactNode } from 'react';
import type { RouteKey } from '@/lib/site/routes';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import styles from './page-intro.module.css';

type Props = {
  title: string;
  description: string;
  /** The page's key in the site map: adds the breadcrumb trail (visible and for search engines). */
  route?: RouteKey;
  /** A trail for a page outside the site map (department details). */
  trail?: Crumb[];
  children?: ReactNode;
};

/** The band at the top of an inner page: breadcrumbs, its heading and a one-line description. */
export function PageIntro({ title, description, route, trail, children }: Props) {
  return (
    <div className={styles.band}>
      <div className="container">
        {route || trail ? <Breadcrumbs route={route} title={title} steps={trail} /> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
        {children}
      </div>
    </div>
  );
}
