import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageLinks } from '../../../components/page-links';
import { PAGE_SIZES } from '../api/catalog-list-query';
import { pageHref, withParams } from '../../../lib/url-params';
import styles from './catalog.module.css';

/**
 * Paging kept in the URL (`pageNo`, `pageSize`): every page is a link and the page size a select whose options are
 * addresses (islands/navigate-selects), so each page can be linked, crawled and opened without the React app.
 */
export function ListPagination(props: { total: number; current: number; pageSize: number }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const last = Math.max(1, Math.ceil(props.total / props.pageSize));
  const pageAt = (pageNo: number) => pageHref(pathname, withParams(params, { pageNo: String(pageNo) }));
  // A new page size starts again at page 1 (withParams drops the page), where every size has rows.
  const sizeHref = (size: number) => pageHref(pathname, withParams(params, { pageSize: String(size) }));
  // A size from a shared link that the pager does not offer is still shown as the current one.
  const sizes = [...new Set([...PAGE_SIZES, props.pageSize])].sort((a, b) => a - b);
  return (
    <PageLinks current={props.current} last={last} href={pageAt} testId="list-pagination">
      <span className={styles.muted}>{t('resultCount', { count: props.total })}</span>
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
    </PageLinks>
  );
}
