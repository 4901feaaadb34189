import type { Invoice, OrderDetail, Parcel } from '@portal/domain';

type TubeLabel = OrderDetail['labels'][number];
import { Card, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeskFormat } from '../hooks/use-desk-format';

/** The order's timeline, its parcels, the tube labels to print for them, and its invoices. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['order-desk', 'orders']);
  const format = useDeskFormat();
  return (
    <>
      <Card title={t('history.events')} size="small">
        <Timeline
          data-testid="order-events"
          items={order.events.map((event) => ({
            key: `${event.at}-${event.action}`,
            children: (
              <>
                <Typography.Text strong>{t(`orders:action_${event.action}`)}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {format.time(event.at)} · {event.actorName || t(`history.actor_${event.actor}`)}
                </Typography.Text>
                {event.note ? <div>{event.note}</div> : null}
              </>
            ),
          }))}
        />
      </Card>
      <Card title={t('history.parcels')} size="small">
        <Table<Parcel>
          rowKey="id"
          size="small"
          pagination={false}
          data-testid="order-parcels"
          dataSource={order.parcels}
          columns={[
            { key: 'carrier', title: t('parcel.carrier'), dataIndex: 'carrier' },
            { key: 'trackingNo', title: t('parcel.trackingNo'), dataIndex: 'trackingNo' },
            { key: 'contents', title: t('parcel.contents'), dataIndex: 'contents' },
            { key: 'status', title: t('order.status'), render: (_value, parcel) => t(`parcel.status_${parcel.status}`) },
            { key: 'shippedAt', title: t('parcel.shippedAt'), render: (_value, parcel) => format.time(parcel.shippedAt) },
          ]}
        />
      </Card>
      {order.labels.length > 0 ? (
        <Card title={t('history.labels')} size="small">
          <Table<TubeLabel>
            rowKey="code"
            size="small"
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            data-testid="order-labels"
            dataSource={order.labels}
            columns={[
              { key: 'code', title: t('label.code'), render: (_value, label) => <Typography.Text code copyable>{label.code}</Typography.Text> },
              { key: 'projectName', title: t('label.projectName'), dataIndex: 'projectName' },
              { key: 'shippingBox', title: t('label.shippingBox'), dataIndex: 'shippingBox' },
              { key: 'position', title: t('label.position'), dataIndex: 'position' },
            ]}
          />
        </Card>
      ) : null}
      <Card title={t('history.invoices')} size="small">
        <Table<Invoice>
          rowKey="id"
          size="small"
          pagination={false}
          data-testid="order-invoices"
          dataSource={order.invoices}
          columns={[
            { key: 'invoiceNo', title: t('invoice.invoiceNo'), dataIndex: 'invoiceNo' },
            { key: 'title', title: t('invoice.title'), dataIndex: 'title' },
            { key: 'taxNumber', title: t('invoice.taxNumber'), dataIndex: 'taxNumber' },
            { key: 'amount', title: t('order.total'), align: 'right', render: (_value, invoice) => format.price(invoice.amountMinor, invoice.currency) },
            { key: 'issuedAt', title: t('invoice.issuedAt'), render: (_value, invoice) => format.time(invoice.issuedAt) },
          ]}
        />
      </Card>
    </>
  );
}
