import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withParams } from '../../../lib/url-params';
import styles from './catalog.module.css';

/** Paging kept in the URL (`pageNo`, `pageSize`) so every page of a list can be linked and server-rendered. */
export function ListPagination(props: { total: number; current: number; pageSize: number }) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  if (props.total <= props.pageSize && props.current === 1) return null;
  return (
    <div className={styles.pager}>
      <Pagination
        total={props.total}
        current={props.current}
        pageSize={props.pageSize}
        pageSizeOptions={[10, 20, 50, 100]}
        showSizeChanger
        showTotal={(total) => t('resultCount', { count: total })}
        onChange={(pageNo, pageSize) => setParams(withParams(params, { pageNo: String(pageNo), pageSize: String(pageSize) }))}
        // Real addresses on the page numbers let crawlers and visitors without scripts follow the pages; with
        // scripts the item's own click handler pages, so the link's default is suppressed.
        itemRender={(pageNo, type, element) =>
          type === 'page' ? (
            <Link to={`?${withParams(params, { pageNo: String(pageNo) }).toString()}`} onClick={(event) => event.preventDefault()}>
              {pageNo}
            </Link>
          ) : (
            element
          )
        }
        data-testid="list-pagination"
      />
    </div>
  );
}
