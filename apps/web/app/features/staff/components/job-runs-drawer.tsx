import type { JobCode } from '@portal/domain';
import { Drawer, Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJobRuns } from '../api/jobs-api';
import { LocalTime } from '../../../components/local-time';

/** The latest runs of a job, newest first. */
export function JobRunsDrawer({ code, onClose }: { code: JobCode | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const runs = useJobRuns(code);
  return (
    <Drawer
      open={code !== null}
      onClose={onClose}
      title={code ? t('jobs.historyTitle', { name: t(`jobs.names.${code}`) }) : undefined}
      size={480}
      data-testid="job-runs"
    >
      {runs.data && runs.data.length === 0 ? <Empty description={t('jobs.noRuns')} /> : null}
      <List
        loading={runs.isLoading}
        dataSource={runs.data ?? []}
        renderItem={(run) => (
          <List.Item key={run.id}>
            <List.Item.Meta
              title={
                <>
                  <LocalTime value={run.startedAt} /> <Tag>{t(`jobs.trigger.${run.trigger}`)}</Tag>
                  {run.status ? <Tag color={run.status === 'ok' ? 'green' : 'red'}>{t(`jobs.status.${run.status}`)}</Tag> : <Tag>{t('jobs.running')}</Tag>}
                </>
              }
              description={<Typography.Text type="secondary">{run.message}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
