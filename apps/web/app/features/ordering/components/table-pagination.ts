import { TABLE_PAGINATION } from '@portal/domain';
import type { TablePaginationConfig } from 'antd';
import type { PageParams } from '../api/orders-api';

/** The paging of the order pages' tables (spec section 9: sizes 10/20/30), driven by the URL. */
export function pagination(page: { total: number } | undefined, paging: PageParams, onPage: (paging: PageParams) => void): TablePaginationConfig {
  return {
    current: paging.pageNo,
    pageSize: paging.pageSize,
    total: page?.total ?? 0,
    pageSizeOptions: [...TABLE_PAGINATION.pageSizeOptions],
    showSizeChanger: true,
    onChange: (pageNo, pageSize) => onPage({ pageNo: pageSize === paging.pageSize ? pageNo : TABLE_PAGINATION.current, pageSize }),
  };
}
