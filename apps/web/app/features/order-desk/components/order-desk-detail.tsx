import { Alert, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/api-client';
import { fetchOrderFile, useStaffOrder } from '../api/order-desk-api';
import { OrderFacts } from '../../../components/orders/order-facts';
import { OrderLines } from '../../../components/orders/order-lines';
import { OrderFileLink } from '../../../components/orders/order-file-link';
import { OrderHistory } from './order-history';
import { OrderProductionDesk } from './order-production-desk';
import { OrderDesigns } from '../../../components/plasmids/order-designs';
import { OrderSteps } from './order-steps';

/** One order on the desk: its facts and lines, its production (sub-orders, results), the steps open to it, and what happened so far. */
export function OrderDeskDetail({ id, permissions }: { id: string; permissions: readonly string[] }) {
  const { t } = useTranslation(['order-desk', 'http']);
  const order = useStaffOrder(id);
  const back = <Link to="/staff/orders">{t('detail.backToQueue')}</Link>;
  if (order.isPending && id !== '') return <Skeleton active />;
  if (!order.data) {
    return (
      <Flex vertical gap="middle">
        <Alert type="error" showIcon title={serverMessage(order.error) ?? (id === '' ? t('detail.noOrder') : t('http:requestFailed'))} />
        {back}
      </Flex>
    );
  }
  const detail = order.data;
  return (
    <Flex vertical gap="middle">
      {back}
      <Typography.Title level={3} data-testid="order-no">
        {detail.orderNo}
      </Typography.Title>
      <OrderFacts order={detail} showCustomer fileLink={(file) => <OrderFileLink orderId={detail.id} file={file} fetchFile={fetchOrderFile} />} />
      <OrderLines order={detail} />
      {detail.orderType === 'vector' ? <OrderDesigns orderId={detail.id} reader="staff" /> : null}
      <OrderProductionDesk order={detail} permissions={permissions} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <OrderSteps order={detail} permissions={permissions} />
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap="middle">
            <OrderHistory order={detail} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
