import { MY_INVOICES_PATH } from '@portal/domain';
import { fetchInvoicePdf, useInvoices } from '../api/orders-api';
import { readDocumentsParams, useListParams } from '../hooks/use-list-params';
import { InvoicesTable } from '../../../components/orders/invoices-table';
import { OneOrderNote } from './one-order-note';
import { pagination } from './table-pagination';

/** The customer's invoices, a page at a time, each naming its order; only one order's when the URL says so. */
export function InvoiceList({ detailPath }: { detailPath: (id: string) => string }) {
  const { value: paging, change } = useListParams(readDocumentsParams);
  const invoices = useInvoices(paging);
  const records = invoices.data?.records ?? [];
  return (
    <>
      <OneOrderNote orderId={paging.orderId} orderNo={records[0]?.orderNo} allPath={MY_INVOICES_PATH} />
      <InvoicesTable
        invoices={records}
        loading={invoices.isFetching}
        pagination={pagination(invoices.data, paging, change)}
        detailPath={detailPath}
        fetchPdf={fetchInvoicePdf}
      />
    </>
  );
}
