import type { Parcel } from '@portal/domain';
import { Table, type TablePaginationConfig, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderNoColumn } from './order-no-column';
import { useOrderFormat } from './use-order-format';

type Props = {
  parcels: Parcel[];
  loading?: boolean;
  pagination?: TablePaginationConfig | false;
  /** Given on the parcels page: each row then names its order, linked to the order's detail page. */
  detailPath?: (id: string) => string;
  testId?: string;
};

/** Parcels with carrier, tracking number, contents, delivery status and the day they left. */
export function ParcelsTable({ parcels, loading = false, pagination = false, detailPath, testId = 'parcels-table' }: Props) {
  const { t } = useTranslation('ordering');
  const format = useOrderFormat();
  return (
    <Table<Parcel>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={parcels}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      columns={[
        ...orderNoColumn<Parcel>(t, detailPath),
        { key: 'carrier', title: t('carrier'), dataIndex: 'carrier' },
        { key: 'trackingNo', title: t('trackingNo'), dataIndex: 'trackingNo' },
        { key: 'contents', title: t('contents'), dataIndex: 'contents' },
        {
          key: 'status',
          title: t('status'),
          render: (_value, parcel) => <Tag color={parcel.status === 'delivered' ? 'success' : 'processing'}>{t(`parcel_${parcel.status}`)}</Tag>,
        },
        { key: 'shippedAt', title: t('shippedAt'), render: (_value, parcel) => format.date(parcel.shippedAt) },
      ]}
    />
  );
}
