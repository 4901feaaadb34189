import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

/**
 * The leading column of a list that spans orders (the parcels and invoices pages): each row's order, linked to its
 * detail page. None on one order's own page, where `detailPath` is not given.
 */
export function orderNoColumn<Row extends { orderId: string; orderNo: string }>(t: TFunction, detailPath?: (id: string) => string): TableColumnType<Row>[] {
  if (!detailPath) return [];
  return [{ key: 'orderNo', title: t('orders:pdf_orderNo'), render: (_value: unknown, row: Row) => <Link to={detailPath(row.orderId)}>{row.orderNo}</Link> }];
}
