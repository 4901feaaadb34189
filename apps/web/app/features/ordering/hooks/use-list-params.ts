import { ORDER_LIST_STATUSES, type ShownOrderStatus, TABLE_PAGINATION } from '@portal/domain';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { withParams } from '../../../lib/url-params';
import type { DocumentsParams, OrderListParams, PageParams } from '../api/orders-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
};

/** Paging from the URL (spec section 9: sizes 10/20/30, default 10); anything else falls back to the default. */
export function readPage(params: URLSearchParams): PageParams {
  const size = positiveInt(params.get('pageSize'));
  return {
    pageNo: positiveInt(params.get('pageNo')) ?? TABLE_PAGINATION.current,
    pageSize: TABLE_PAGINATION.pageSizeOptions.find((option) => option === size) ?? TABLE_PAGINATION.pageSize,
  };
}

/** The invoices' or parcels' page from the URL, and the one order they are narrowed to when it names one. */
export function readDocumentsParams(params: URLSearchParams): DocumentsParams {
  const orderId = params.get('orderId') ?? '';
  return { ...readPage(params), ...(UUID.test(orderId) ? { orderId } : {}) };
}

/** The order list's filters from the URL, so a reload or the back button keeps them; unknown values are dropped. */
export function readOrderFilters(params: URLSearchParams): OrderListParams {
  const status = ORDER_LIST_STATUSES.find((candidate) => candidate === params.get('status'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const keyword = params.get('keyword')?.trim() ?? '';
  return {
    ...readPage(params),
    ...(status ? { status } : {}),
    ...(DAY.test(from) && DAY.test(to) ? { from, to } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

type Change = Partial<Record<'status' | 'from' | 'to' | 'keyword', string | null>> & Partial<PageParams>;

/**
 * A list's state kept in the URL query, so a reload, a shared link or coming back from a detail page shows the same
 * view. The query is replaced, not pushed: the multi-tab layout then keeps the page in its own tab. Each change
 * builds on the one before it even when the page has not rendered in between (a tab clicked, then a search at once):
 * React Router hands a functional update the query of the last render, which would drop the first change.
 */
export function useListParams<T>(read: (params: URLSearchParams) => T) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const change = (change: Change) => {
    latest.current = withParams(latest.current, change);
    setParams(latest.current, { replace: true });
  };
  return { value: read(params), change };
}

export type StatusTab = ShownOrderStatus | 'all';
