import type { OrderDetail } from '@portal/domain';
import { Card, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { InvoicesTable } from '../../../components/orders/invoices-table';
import { ParcelsTable } from '../../../components/orders/parcels-table';
import { useOrderFormat } from '../../../components/orders/use-order-format';

type TubeLabel = OrderDetail['labels'][number];

/** The order's timeline, its parcels, the tube labels to print for them, and its invoices. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['order-desk', 'orders']);
  const format = useOrderFormat();
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
                  {format.moment(event.at)} · {event.actorName || t(`history.actor_${event.actor}`)}
                </Typography.Text>
                {event.note ? <div>{event.note}</div> : null}
              </>
            ),
          }))}
        />
      </Card>
      <Card title={t('history.parcels')} size="small">
        <ParcelsTable parcels={order.parcels} testId="order-parcels" />
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
              {
                key: 'code',
                title: t('label.code'),
                render: (_value, label) => (
                  <Typography.Text code copyable>
                    {label.code}
                  </Typography.Text>
                ),
              },
              { key: 'projectName', title: t('label.projectName'), dataIndex: 'projectName' },
              { key: 'shippingBox', title: t('label.shippingBox'), dataIndex: 'shippingBox' },
              { key: 'position', title: t('label.position'), dataIndex: 'position' },
            ]}
          />
        </Card>
      ) : null}
      <Card title={t('history.invoices')} size="small">
        <InvoicesTable invoices={order.invoices} testId="order-invoices" />
      </Card>
    </>
  );
}
