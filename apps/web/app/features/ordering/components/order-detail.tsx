import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INVOICE_PDF_PATH, useOrder } from '../api/orders-api';
import { InvoicesTable } from '../../../components/orders/invoices-table';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { OrderLinesTable } from './order-lines-table';
import { OrderStatusTag } from './order-status-tag';
import { OrderTimeline } from './order-timeline';
import { ParcelsTable } from '../../../components/orders/parcels-table';

type Props = { id: string; listPath: string; cartPath: string };

/** One order: its fields, rows, history, parcels and invoices, and the steps open to the customer. */
export function OrderDetailView({ id, listPath, cartPath }: Props) {
  const { t } = useTranslation('ordering');
  const query = useOrder(id);
  const back = <Link to={listPath}>{t('backToOrders')}</Link>;
  if (id === '' || query.isError) return <Result status="404" title={t('orderNotFound')} extra={back} />;
  if (!query.data) return <Skeleton active />;
  const order = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('orderTitle', { orderNo: order.orderNo })} <OrderStatusTag status={order.status} />
        </Typography.Title>
        <OrderActions order={order} cartPath={cartPath} />
      </Flex>
      <OrderFacts order={order} />
      <Card size="small" title={t('lines')}>
        <OrderLinesTable order={order} />
      </Card>
      <Card size="small" title={t('history')}>
        <OrderTimeline events={order.events} />
      </Card>
      <Card size="small" title={t('parcels')}>
        <ParcelsTable parcels={order.parcels} />
      </Card>
      <Card size="small" title={t('invoices')}>
        <InvoicesTable invoices={order.invoices} pdfPath={INVOICE_PDF_PATH} />
      </Card>
      <div>{back}</div>
    </Flex>
  );
}
