import { SERVICE_KEYS } from '@portal/domain';
import { DatePicker, Input, Select, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ALL_STATUSES, QUEUE_TABS, queueQueryOf, queueTabOf } from '../api/queue-query';
import { withParams } from '../../../lib/url-params';
import { statusTabLabel } from '../../../components/orders/status-tab-label';

const DAY = 'YYYY-MM-DD';

/** The queue's status tabs, service, order-date range and keyword, all kept in the URL so a filtered queue can be linked. */
export function QueueFilters() {
  const { t } = useTranslation(['order-desk', 'orders', 'services']);
  const [params, setParams] = useSearchParams();
  // Replacing keeps the queue in its own page tab (the multi-tab layout opens a tab per pushed address).
  const change = (changes: Record<string, string | null>) => setParams(withParams(params, changes), { replace: true });
  const from = params.get('from');
  const to = params.get('to');

  return (
    <>
      <Tabs
        activeKey={queueTabOf(params)}
        onChange={(status) => change({ status })}
        items={QUEUE_TABS.map((tab) => ({ key: tab, label: tab === ALL_STATUSES ? t('queue.allStatuses') : statusTabLabel(t, tab) }))}
      />
      <Space wrap>
        <Select
          aria-label={t('queue.service')}
          placeholder={t('queue.allServices')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          // All twelve services in view at once, none behind the list's scrolling.
          listHeight={12 * 32 + 8}
          value={queueQueryOf(params).service ?? null}
          onChange={(service: string | undefined) => change({ service: service ?? null })}
          options={SERVICE_KEYS.map((key) => ({ value: key, label: t(`services:service_${key}`) }))}
          style={{ width: 260 }}
        />
        <DatePicker.RangePicker
          aria-label={t('queue.dateRange')}
          placeholder={[t('queue.from'), t('queue.to')]}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(range) => change({ from: range?.[0]?.format(DAY) ?? null, to: range?.[1]?.format(DAY) ?? null })}
        />
        <Input.Search
          key={params.get('keyword') ?? ''}
          aria-label={t('queue.keyword')}
          placeholder={t('queue.keywordHint')}
          defaultValue={params.get('keyword') ?? ''}
          allowClear
          enterButton={t('queue.search')}
          onSearch={(keyword) => change({ keyword: keyword.trim() })}
          style={{ width: 360 }}
        />
      </Space>
    </>
  );
}
