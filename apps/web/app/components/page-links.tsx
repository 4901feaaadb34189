import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page-links.module.css';

/** How many page numbers are shown on each side of the current one before a gap. */
const PAGE_NEIGHBOURS = 2;

/** The page numbers to link to: the first, the last and the current one's neighbours, with gaps between. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= PAGE_NEIGHBOURS) shown.push(page);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

/**
 * Paging as plain links (antd's Pagination pages by click handlers only), so a visitor's page sent without the app
 * pages through the server-rendered list and a crawler follows every page. `children` come after the numbers
 * (a result count, a page-size select).
 */
export function PageLinks(props: { current: number; last: number; href: (page: number) => string; testId: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { current, last, href } = props;
  if (last <= 1 && current <= 1) return null;
  const step = (page: number, rel: 'prev' | 'next', label: string, arrow: string) =>
    page >= 1 && page <= last ? (
      <Link to={href(page)} rel={rel} aria-label={label} data-page={page}>
        {arrow}
      </Link>
    ) : (
      // At either end the arrow is only drawn; there is nowhere to go.
      <span aria-hidden="true">{arrow}</span>
    );
  return (
    <nav className={styles.pager} aria-label={t('pager.label')} data-testid={props.testId}>
      <ul className={styles.pageList}>
        <li>{step(current - 1, 'prev', t('pager.previous'), '‹')}</li>
        {pageWindow(current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={href(item)} aria-label={t('pager.page', { page: item })} aria-current={item === current ? 'page' : undefined} data-page={item}>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{step(current + 1, 'next', t('pager.next'), '›')}</li>
      </ul>
      {props.children}
    </nav>
  );
}
