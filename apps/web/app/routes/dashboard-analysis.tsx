import { menuPages } from '@portal/domain';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { menuIcon } from '../components/admin-shell/menu-icons';
import { GreetingTitle } from '../components/greeting-title';
import type { loader as portalLoader } from '../layouts/portal-layout';
import { usePortalMenu } from '../navigation/use-portal-menu';

/** The home of the standard and plasmid portals (spec section 2): the greeting and a card for each page of the menu. */
export default function DashboardAnalysis() {
  const { t } = useTranslation('menu');
  const user = useRouteLoaderData<typeof portalLoader>('layouts/portal-layout')?.user;
  const menu = usePortalMenu();
  const pages = menuPages(menu.items).filter((item) => !item.hidden && item.path !== menu.home.path);
  return (
    <>
      {user ? <GreetingTitle name={user.realname || user.username} testId="dashboard-greeting" /> : null}
      <Typography.Paragraph type="secondary">{t('dashboardIntro')}</Typography.Paragraph>
      <Row gutter={[16, 16]} data-testid="dashboard-pages">
        {pages.map((item) => (
          <Col key={item.path} xs={24} sm={12} lg={8} xl={6}>
            <Link to={item.path}>
              <Card hoverable size="small">
                <Card.Meta avatar={menuIcon(item.icon)} title={t(item.title)} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
