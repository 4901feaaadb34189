import { MY_INVOICES_PATH, MY_PARCELS_PATH, orderDocumentsPath } from '@portal/domain';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchInvoicePdf, fetchOrderAttachment, fetchOrderResult, useOrder } from '../api/orders-api';
import { InvoicesTable } from '../../../components/orders/invoices-table';
import { OrderFacts } from '../../../components/orders/order-facts';
import { OrderFileLink } from '../../../components/orders/order-file-link';
import { OrderLines } from '../../../components/orders/order-lines';
import { OrderProduction } from '../../../components/orders/order-production';
import { OrderStatusTag } from '../../../components/orders/order-status-tag';
import { OrderActions } from './order-actions';
import { OrderTimeline } from './order-timeline';
import { OrderDesigns } from '../../../components/plasmids/order-designs';
import { ParcelsTable } from '../../../components/orders/parcels-table';
import { useRootData } from '../../../root';

type Props = { id: string; listPath: string; cartPath: string };

/**
 * One order: its fields, rows, production (sub-orders and result files), history, parcels and invoices, and the steps open to the customer. In the Chinese
 * edition, which has invoice and parcel pages, the order's own invoices and parcels also open there.
 */
export function OrderDetailView({ id, listPath, cartPath }: Props) {
  const { t } = useTranslation('ordering');
  const { config } = useRootData();
  const query = useOrder(id);
  const back = <Link to={listPath}>{t('backToOrders')}</Link>;
  if (id === '' || query.isError) return <Result status="404" title={t('orderNotFound')} extra={back} />;
  if (!query.data) return <Skeleton active />;
  const order = query.data;
  const onDocumentsPage = (page: typeof MY_INVOICES_PATH | typeof MY_PARCELS_PATH, label: string, count: number) =>
    config.edition === 'zh' && count > 0 ? <Link to={orderDocumentsPath(page, order.id)}>{label}</Link> : null;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('orderTitle', { orderNo: order.orderNo })} <OrderStatusTag order={order} />
        </Typography.Title>
        <OrderActions order={order} cartPath={cartPath} />
      </Flex>
      <OrderFacts order={order} fileLink={(file) => <OrderFileLink orderId={order.id} file={file} fetchFile={fetchOrderAttachment} />} />
      <Card size="small" title={t('lines')}>
        <OrderLines order={order} />
      </Card>
      {order.orderType === 'vector' ? <OrderDesigns orderId={order.id} reader="customer" /> : null}
      {order.subOrders.length > 0 || order.results.length > 0 || order.orderType === 'service' ? (
        <Card size="small" title={t('production')}>
          <OrderProduction order={order} fetchResult={fetchOrderResult} />
        </Card>
      ) : null}
      <Card size="small" title={t('history')}>
        <OrderTimeline events={order.events} />
      </Card>
      <Card size="small" title={t('parcels')} extra={onDocumentsPage(MY_PARCELS_PATH, t('openInMyParcels'), order.parcels.length)}>
        <ParcelsTable parcels={order.parcels} />
      </Card>
      <Card size="small" title={t('invoices')} extra={onDocumentsPage(MY_INVOICES_PATH, t('openInMyInvoices'), order.invoices.length)}>
        <InvoicesTable invoices={order.invoices} fetchPdf={fetchInvoicePdf} />
      </Card>
      <div>{back}</div>
    </Flex>
  );
}
