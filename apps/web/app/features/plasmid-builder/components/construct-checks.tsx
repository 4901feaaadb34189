import { CheckCircleFilled, CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import type { ConstructCheck } from '@portal/domain';
import { List } from 'antd';
import { useTranslation } from 'react-i18next';

const ICONS = {
  pass: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  warn: <WarningFilled style={{ color: '#faad14' }} />,
  fail: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
};

/** The check list a cloner runs on a construct, each check's outcome in the reader's words. */
export function ConstructChecks({ checks }: { checks: readonly ConstructCheck[] }) {
  const { t } = useTranslation('plasmid-builder');
  return (
    <List
      size="small"
      dataSource={[...checks]}
      rowKey={(check) => `${check.key}-${String(check.params.feature ?? '')}`}
      data-testid="construct-checks"
      renderItem={(check) => (
        <List.Item data-check={check.key} data-status={check.status}>
          <List.Item.Meta
            avatar={ICONS[check.status]}
            title={t(`checks.${check.key}.title`)}
            description={t(`checks.${check.key}.${check.status}`, check.params)}
          />
        </List.Item>
      )}
    />
  );
}
