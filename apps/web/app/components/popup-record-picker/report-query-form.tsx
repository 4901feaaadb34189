import type { ReportQueryItem } from '@portal/domain';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { visibleQueryItems } from '../../lib/widgets';

type Props = { items: ReportQueryItem[]; onSearch: (filters: Record<string, string>) => void };

const DATE_FORMAT = 'YYYY-MM-DD';

const inputId = (name: string) => `report-query-${name}`;

function fieldInput(item: ReportQueryItem, name: string, label: string) {
  if (item.type === 'date') return <DatePicker id={inputId(name)} format={DATE_FORMAT} aria-label={label} />;
  return <Input id={inputId(name)} allowClear aria-label={label} inputMode={item.type === 'number' ? 'decimal' : undefined} style={{ width: 180 }} />;
}

/** The filters as the getData call takes them: dates as yyyy-MM-dd, everything as text. */
function asFilters(values: Record<string, unknown>): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (dayjs.isDayjs(value)) filters[name] = value.format(DATE_FORMAT);
    else if (typeof value === 'string' || typeof value === 'number') filters[name] = String(value);
  }
  return filters;
}

/** A report's search form, from its query fields (spec section 3): hidden ones left out, ranges as two fields. */
export function ReportQueryForm({ items, onSearch }: Props) {
  const { t } = useTranslation('widgets');
  const [form] = Form.useForm<Record<string, unknown>>();
  const visible = visibleQueryItems(items);
  if (visible.length === 0) return null;
  return (
    <Form form={form} layout="inline" onFinish={(values) => onSearch(asFilters(values))} style={{ marginBottom: 16, rowGap: 8 }}>
      {visible.map((item) =>
        item.mode === 'group' ? (
          <Form.Item key={item.field} label={item.title}>
            <Space.Compact>
              <Form.Item name={`${item.field}_begin`} noStyle>
                {fieldInput(item, `${item.field}_begin`, `${item.title} ${t('popup.from')}`)}
              </Form.Item>
              <Form.Item name={`${item.field}_end`} noStyle>
                {fieldInput(item, `${item.field}_end`, `${item.title} ${t('popup.to')}`)}
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        ) : (
          <Form.Item key={item.field} name={item.field} label={item.title} htmlFor={inputId(item.field)}>
            {fieldInput(item, item.field, item.title)}
          </Form.Item>
        ),
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('popup.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('popup.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
