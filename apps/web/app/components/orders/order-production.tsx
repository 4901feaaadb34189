import { type OrderDetail, type OrderResult, type SubOrder, numberFormat } from '@portal/domain';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient, DownloadedFile } from '../../lib/api-client';
import { useSessionDownload } from '../../lib/session-download';
import { useOrderFormat } from './use-order-format';

const STATUS_COLOURS: Record<SubOrder['status'], string> = { planned: 'default', inProduction: 'processing', done: 'success' };

type Props = {
  order: Pick<OrderDetail, 'subOrders' | 'results'>;
  /** Fetches a result file: the customer's and the staff's endpoints differ. */
  fetchResult: (api: ApiClient, resultId: string) => Promise<DownloadedFile>;
  /** Staff's controls for one sub-order (its status); none for the customer. */
  subOrderControls?: (subOrder: SubOrder) => ReactNode;
};

/** A file's size as people read it. */
function fileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB'];
  const power = Math.min(units.length - 1, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)));
  return `${numberFormat(language, { maximumFractionDigits: power === 0 ? 0 : 1 }).format(bytes / 1024 ** power)} ${units[power]}`;
}

/**
 * An order's production as the customer and staff see it: the sub-orders with the lines each covers and its own
 * status, then the result files, each named by what it belongs to and downloaded with the session.
 */
export function OrderProduction({ order, fetchResult, subOrderControls }: Props) {
  const { t } = useTranslation(['ordering', 'orders']);
  const format = useOrderFormat();
  const download = useSessionDownload();
  const titleOf = (id: string | null) => order.subOrders.find((sub) => sub.id === id)?.title ?? t('wholeOrder');
  return (
    <Flex vertical gap={16}>
      {order.subOrders.length > 0 ? (
        <Table<SubOrder>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.subOrders}
          data-testid="sub-orders"
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'subNo', title: '#', dataIndex: 'subNo', width: 48 },
            { key: 'title', title: t('subOrder'), dataIndex: 'title' },
            { key: 'lines', title: t('subOrderLines'), render: (_value, sub) => sub.lineNos.map((line) => `#${line}`).join(', ') },
            {
              key: 'status',
              title: t('status'),
              render: (_value, sub) => <Tag color={STATUS_COLOURS[sub.status]}>{t(`orders:subOrderStatus_${sub.status}`)}</Tag>,
            },
            { key: 'productionStatus', title: t('productionStatus'), dataIndex: 'productionStatus' },
            { key: 'updatedAt', title: t('updatedAt'), render: (_value, sub) => format.date(sub.updatedAt) },
            ...(subOrderControls ? [{ key: 'controls', title: '', render: (_value: unknown, sub: SubOrder) => subOrderControls(sub) }] : []),
          ]}
        />
      ) : null}
      <Table<OrderResult>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.results}
        data-testid="order-results"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noResults') }}
        columns={[
          {
            key: 'name',
            title: t('resultFile'),
            render: (_value, result) => (
              <Button type="link" size="small" onClick={() => void download((api) => fetchResult(api, result.id))}>
                {result.name}
              </Button>
            ),
          },
          { key: 'for', title: t('resultFor'), render: (_value, result) => titleOf(result.subOrderId) },
          { key: 'size', title: t('fileSize'), align: 'right', render: (_value, result) => fileSize(result.size, format.language) },
          { key: 'note', title: t('note'), render: (_value, result) => <Typography.Text>{result.note}</Typography.Text> },
          { key: 'createdAt', title: t('addedAt'), render: (_value, result) => format.moment(result.createdAt) },
        ]}
      />
    </Flex>
  );
}
