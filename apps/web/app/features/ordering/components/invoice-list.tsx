import { INVOICE_PDF_PATH, useInvoices } from '../api/orders-api';
import { readPage, useListParams } from '../hooks/use-list-params';
import { InvoicesTable } from '../../../components/orders/invoices-table';
import { pagination } from './table-pagination';

/** The customer's invoices, a page at a time, each naming its order. */
export function InvoiceList({ detailPath }: { detailPath: (id: string) => string }) {
  const { value: paging, change } = useListParams(readPage);
  const invoices = useInvoices(paging);
  return <InvoicesTable invoices={invoices.data?.records ?? []} loading={invoices.isFetching} pagination={pagination(invoices.data, paging, change)} detailPath={detailPath} pdfPath={INVOICE_PDF_PATH} />;
}
