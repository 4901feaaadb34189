import { type ServiceDefinition, serviceAtPath } from '@portal/domain';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { orderPages } from '../features/cart/api/paths';
import { useInquiryForm } from '../features/cart/hooks/use-inquiry-submit';
import { useOrder, useOrders } from '../features/ordering/api/orders-api';
import { OrdersTable } from '../features/ordering/components/orders-table';
import { ServiceOrderForm } from '../features/services/components/service-order-form';
import { useRootData } from '../root';
import NotFound from './not-found';

const ORDERS_PAGE_SIZE = 10;

/**
 * One service of the order client: what it is and what the customer gets, its order form, and the customer's own
 * orders of it with their status (the order page follows each to its results).
 */
function ServicePage({ service }: { service: ServiceDefinition }) {
  const { t } = useTranslation(['service-pages', 'services']);
  const { config } = useRootData();
  const form = useInquiryForm();
  const [pageNo, setPageNo] = useState(1);
  // "Reorder" on an order of this service opens the page with that order's rows to start from.
  const [params] = useSearchParams();
  const earlier = useOrder(params.get('from') ?? '');
  const copied = earlier.data?.service === service.key ? earlier.data.lines.flatMap((line) => (line.service ? [line.service] : [])) : undefined;
  const orders = useOrders({ service: service.key, pageNo, pageSize: ORDERS_PAGE_SIZE });
  const pages = orderPages(config.systemType);
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2}>{t(`services:service_${service.key}`)}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 900 }} data-testid="service-intro">
          {t(`intro.${service.key}`)}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ maxWidth: 900 }}>
          <Typography.Text strong>{t('deliverablesTitle')} </Typography.Text>
          {t(`deliverables.${service.key}`)}
        </Typography.Paragraph>
      </div>
      <Card title={t('orderTitle')}>
        <ServiceOrderForm service={service} copiedRows={copied} {...form} />
      </Card>
      <Card title={t('yourOrders')} extra={<Link to={pages.list}>{t('allOrders')}</Link>}>
        <OrdersTable
          page={orders.data}
          loading={orders.isFetching}
          paging={{ params: { pageNo, pageSize: ORDERS_PAGE_SIZE }, onPage: (next) => setPageNo(next.pageNo ?? 1) }}
          detailPath={pages.detail}
          emptyText={t('noOrders')}
          testId="service-orders"
        />
      </Card>
    </Flex>
  );
}

/** Every service page of the order client's menu (issue 17): the service at this address. */
export default function ServiceRoute() {
  const service = serviceAtPath(useLocation().pathname);
  return service ? <ServicePage service={service} /> : <NotFound />;
}
