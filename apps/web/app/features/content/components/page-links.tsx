import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './content.module.css';

/** Pages shown around the current one; the first and last are always shown, gaps become an ellipsis. */
const AROUND = 2;

function visiblePages(current: number, pages: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
    if (pageNo === 1 || pageNo === pages || Math.abs(pageNo - current) <= AROUND) shown.push(pageNo);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

/**
 * Page numbers as plain links, so a visitor without the app pages through the server-rendered list and a crawler
 * follows every page; antd's Pagination pages by click handlers only.
 */
export function PageLinks({ current, pages, href }: { current: number; pages: number; href: (pageNo: number) => string }) {
  const { t } = useTranslation('content');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')} data-testid="page-links">
      {current > 1 ? (
        <Link to={href(current - 1)} rel="prev" className={styles.pageLink} aria-label={t('pager.previous')}>
          <LeftOutlined />
        </Link>
      ) : null}
      {visiblePages(current, pages).map((pageNo, index) =>
        pageNo === 'gap' ? (
          <span key={`gap-${index}`} className={styles.pageGap} aria-hidden>
            …
          </span>
        ) : (
          <Link key={pageNo} to={href(pageNo)} className={styles.pageLink} aria-current={pageNo === current ? 'page' : undefined}>
            {pageNo}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link to={href(current + 1)} rel="next" className={styles.pageLink} aria-label={t('pager.next')}>
          <RightOutlined />
        </Link>
      ) : null}
    </nav>
  );
}
