import { menuPages } from '@portal/domain';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { menuIcon } from '../components/admin-shell/menu-icons';
import { GreetingTitle } from '../components/greeting-title';
import { orderPages } from '../features/cart/api/paths';
import { DashboardFigures } from '../features/dashboard/components/dashboard-figures';
import { useDashboard } from '../features/ordering/api/orders-api';
import { OrdersTable } from '../features/ordering/components/orders-table';
import type { loader as portalLoader } from '../layouts/portal-layout';
import { usePortalMenu } from '../navigation/use-portal-menu';
import { useRootData } from '../root';

const SpendChart = lazy(() => import('../features/dashboard/components/spend-chart'));

/**
 * The home of the order client and the plasmid portal (spec section 2, issue 17): the customer's own figures, their
 * spend by month and latest orders, and a card for each page of the menu, which is also where an empty account starts.
 */
export default function DashboardAnalysis() {
  const { t } = useTranslation(['dashboard', 'menu']);
  const { config } = useRootData();
  const user = useRouteLoaderData<typeof portalLoader>('layouts/portal-layout')?.user;
  const menu = usePortalMenu();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const pages = menuPages(menu.items).filter((item) => !item.hidden && item.path !== menu.home.path);
  const orders = orderPages(config.systemType);
  const spent = data?.spendByMonth.some((entry) => entry.totalMinor > 0) ?? false;
  return (
    <>
      {user ? <GreetingTitle name={user.realname || user.username} testId="dashboard-greeting" /> : null}
      <Typography.Paragraph type="secondary">{t('menu:dashboardIntro')}</Typography.Paragraph>
      <DashboardFigures dashboard={data} ordersPath={orders.list} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xxl={12}>
          <Card size="small" title={t('spendTitle')}>
            {!data ? (
              <Skeleton active />
            ) : spent ? (
              <Suspense fallback={<Skeleton active />}>
                <SpendChart months={data.spendByMonth} currency={data.currency} label={t('spendTitle')} />
              </Suspense>
            ) : (
              <Typography.Text type="secondary" data-testid="spend-empty">
                {t('noSpend')}
              </Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} xxl={12}>
          <Card size="small" title={t('recentTitle')} extra={<Link to={orders.list}>{t('allOrders')}</Link>}>
            <OrdersTable
              page={data ? { records: data.recentOrders, total: data.recentOrders.length } : undefined}
              loading={!data}
              detailPath={orders.detail}
              emptyText={t('noOrders')}
              testId="recent-orders"
            />
          </Card>
        </Col>
      </Row>
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('startTitle')}
      </Typography.Title>
      <Row gutter={[16, 16]} data-testid="dashboard-pages">
        {pages.map((item) => (
          <Col key={item.path} xs={24} sm={12} lg={8} xl={6}>
            <Link to={item.path}>
              <Card hoverable size="small">
                <Card.Meta avatar={menuIcon(item.icon)} title={t(item.title, { ns: 'menu' })} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
