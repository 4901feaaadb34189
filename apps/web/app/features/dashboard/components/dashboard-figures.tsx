import type { Dashboard, ShownOrderStatus } from '@portal/domain';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Figure = { key: keyof Pick<Dashboard, 'openInquiries' | 'awaitingConfirmation' | 'inProduction' | 'shippedThisMonth'>; status: ShownOrderStatus };

/** Each figure opens My orders on the tab that lists the orders it counts. */
const FIGURES: readonly Figure[] = [
  { key: 'openInquiries', status: 'inquirying' },
  { key: 'awaitingConfirmation', status: 'confirmed' },
  { key: 'inProduction', status: 'producting' },
  { key: 'shippedThisMonth', status: 'shipped' },
];

/** The customer's orders in each open stage, as four cards. */
export function DashboardFigures({ dashboard, ordersPath }: { dashboard: Dashboard | undefined; ordersPath: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-figures">
      {FIGURES.map(({ key, status }) => (
        <Col key={key} xs={12} lg={6}>
          <Link to={`${ordersPath}?${new URLSearchParams({ status }).toString()}`} aria-label={t(key)}>
            <Card hoverable size="small" loading={!dashboard}>
              <Statistic
                title={t(key)}
                value={dashboard?.[key] ?? 0}
                styles={{ content: { fontVariantNumeric: 'tabular-nums' } }}
                data-testid={`figure-${key}`}
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
