import { ORDER_LIST_STATUSES, orderListQuerySchema } from '@portal/domain';
import { DatePicker, Flex, Form, Input, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { schemaMaxLength } from '../../../lib/schema-fields';
import type { OrderListParams } from '../api/orders-api';
import { statusTabLabel } from '../../../components/orders/status-tab-label';
import type { StatusTab } from '../hooks/use-list-params';

const DAY_FORMAT = 'YYYY-MM-DD';

type Props = {
  filters: OrderListParams;
  onChange: (change: { status?: string | null; from?: string | null; to?: string | null; keyword?: string | null }) => void;
};

/** Status tabs, the order-date range and the keyword of the customer's order list. */
export function OrderFilters({ filters, onChange }: Props) {
  const { t } = useTranslation(['ordering', 'orders']);
  const tab: StatusTab = filters.status ?? 'all';
  const range: [Dayjs, Dayjs] | null = filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null;
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => onChange({ status: key === 'all' ? null : key })}
        items={[{ key: 'all', label: t('allOrders') }, ...ORDER_LIST_STATUSES.map((status) => ({ key: status, label: statusTabLabel(t, status) }))]}
      />
      <Form layout="inline" component="div" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8}>
          <Form.Item label={t('orderDate')} htmlFor="order-date-from">
            <DatePicker.RangePicker
              id={{ start: 'order-date-from', end: 'order-date-to' }}
              value={range}
              placeholder={[t('dateFrom'), t('dateTo')]}
              onChange={(days) => onChange({ from: days?.[0]?.format(DAY_FORMAT) ?? null, to: days?.[1]?.format(DAY_FORMAT) ?? null })}
            />
          </Form.Item>
          <Form.Item label={t('search')} htmlFor="order-keyword">
            {/* Keyed by the URL's keyword so back and forward show the keyword of that view. */}
            <Input.Search
              key={filters.keyword ?? ''}
              id="order-keyword"
              allowClear
              defaultValue={filters.keyword ?? ''}
              placeholder={t('searchPlaceholder')}
              enterButton={t('search')}
              maxLength={schemaMaxLength(orderListQuerySchema, 'keyword')}
              onSearch={(keyword) => onChange({ keyword: keyword.trim() || null })}
            />
          </Form.Item>
        </Flex>
      </Form>
    </>
  );
}
