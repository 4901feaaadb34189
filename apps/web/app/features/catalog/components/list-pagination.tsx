import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PAGE_SIZES, listHref, pageWindow } from '../api/catalog-list-query';
import { withParams } from '../../../lib/url-params';
import styles from './catalog.module.css';

/**
 * Paging kept in the URL (`pageNo`, `pageSize`): every page is a link and the page size a select whose options are
 * addresses (islands/navigate-selects), so each page can be linked, crawled and opened without the React app.
 */
export function ListPagination(props: { total: number; current: number; pageSize: number }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (props.total <= props.pageSize && props.current === 1) return null;
  const last = Math.max(1, Math.ceil(props.total / props.pageSize));
  const pageHref = (pageNo: number) => listHref(pathname, withParams(params, { pageNo: String(pageNo) }));
  // A new page size starts again at page 1 (withParams drops the page), where every size has rows.
  const sizeHref = (size: number) => listHref(pathname, withParams(params, { pageSize: String(size) }));
  // A size from a shared link that the pager does not offer is still shown as the current one.
  const sizes = [...new Set([...PAGE_SIZES, props.pageSize])].sort((a, b) => a - b);
  const step = (pageNo: number, rel: 'prev' | 'next', label: string, arrow: string) =>
    pageNo >= 1 && pageNo <= last ? (
      <Link to={pageHref(pageNo)} rel={rel} aria-label={label} data-page={pageNo}>
        {arrow}
      </Link>
    ) : (
      // At either end the arrow is only drawn; there is nowhere to go.
      <span aria-hidden="true">{arrow}</span>
    );
  return (
    <nav className={styles.pager} aria-label={t('pager.label')} data-testid="list-pagination">
      <span className={styles.muted}>{t('resultCount', { count: props.total })}</span>
      <ul className={styles.pageList}>
        <li>{step(props.current - 1, 'prev', t('pager.previous'), '‹')}</li>
        {pageWindow(props.current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={pageHref(item)} aria-label={t('pager.page', { page: item })} aria-current={item === props.current ? 'page' : undefined} data-page={item}>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{step(props.current + 1, 'next', t('pager.next'), '›')}</li>
      </ul>
      <select
        key={sizeHref(props.pageSize)}
        aria-label={t('pager.pageSize')}
        data-testid="page-size"
        data-island="navigate"
        className={styles.nativeSelect}
        defaultValue={sizeHref(props.pageSize)}
        autoComplete="off"
      >
        {sizes.map((size) => (
          <option key={size} value={sizeHref(size)}>
            {t('pager.perPage', { size })}
          </option>
        ))}
      </select>
    </nav>
  );
}
