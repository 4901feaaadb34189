import type { Invoice } from '@portal/domain';
import { Button, Table, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient, DownloadedFile } from '../../lib/api-client';
import { useSessionDownload } from '../../lib/session-download';
import { orderNoColumn } from './order-no-column';
import { useOrderFormat } from './use-order-format';

type Props = {
  invoices: Invoice[];
  loading?: boolean;
  pagination?: TablePaginationConfig | false;
  /** Given on the invoices page: each row then names its order, linked to the order's detail page. */
  detailPath?: (id: string) => string;
  /** Fetches an invoice's PDF; without it the table has no download column. */
  fetchPdf?: (api: ApiClient, invoiceId: string) => Promise<DownloadedFile>;
  testId?: string;
};

/** Invoices with number, title, tax number, amount and the day issued. */
export function InvoicesTable({ invoices, loading = false, pagination = false, detailPath, fetchPdf, testId = 'invoices-table' }: Props) {
  const { t } = useTranslation('ordering');
  const format = useOrderFormat();
  const download = useSessionDownload();
  return (
    <Table<Invoice>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={invoices}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      columns={[
        ...orderNoColumn<Invoice>(t, detailPath),
        { key: 'invoiceNo', title: t('orders:pdf_invoiceNo'), dataIndex: 'invoiceNo' },
        { key: 'title', title: t('orders:pdf_invoiceTitleLabel'), dataIndex: 'title' },
        { key: 'taxNumber', title: t('orders:pdf_taxNumber'), dataIndex: 'taxNumber' },
        { key: 'amount', title: t('orders:pdf_amount'), align: 'right', render: (_value, invoice) => format.money(invoice.amountMinor, invoice.currency) },
        { key: 'issuedAt', title: t('issuedAt'), render: (_value, invoice) => format.date(invoice.issuedAt) },
        ...(fetchPdf
          ? [
              {
                key: 'pdf',
                title: t('document'),
                render: (_value: unknown, invoice: Invoice) => (
                  <Button size="small" onClick={() => void download((api) => fetchPdf(api, invoice.id))}>
                    {t('downloadInvoice')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
