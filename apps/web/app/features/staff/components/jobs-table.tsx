import type { Job, JobCode } from '@portal/domain';
import { App, Button, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { useChangeJob, useJobs, useRunJob } from '../api/jobs-api';
import { JobRunsDrawer } from './job-runs-drawer';
import { JobScheduleModal } from './job-schedule-modal';
import { LocalTime } from '../../../components/local-time';

/** The scheduled jobs: schedule, next runs, last outcome; edit, pause, run now, history. */
export function JobsTable() {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const jobs = useJobs();
  const change = useChangeJob();
  const run = useRunJob();
  const [editing, setEditing] = useState<Job | null>(null);
  const [history, setHistory] = useState<JobCode | null>(null);

  const toggle = async (job: Job, enabled: boolean) => {
    try {
      await change.mutateAsync({ code: job.code, change: { cron: job.cron, enabled } });
    } catch (error) {
      void message.error(serverMessage(error) ?? t('jobs.saveFailed'));
    }
  };
  const runNow = async (code: JobCode) => {
    const reply = await run.mutateAsync(code);
    if (reply.result.lastStatus === 'failed') void message.error(t('jobs.runFailed', { reason: reply.result.lastMessage }));
    else void message.success(t('jobs.runDone', { summary: reply.result.lastMessage }));
  };

  return (
    <>
      <Table<Job>
        rowKey="code"
        loading={jobs.isLoading}
        dataSource={jobs.data ?? []}
        pagination={false}
        data-testid="jobs-table"
        columns={[
          {
            key: 'job',
            title: t('jobs.job'),
            render: (_value, job) => (
              <>
                <Typography.Text strong>{t(`jobs.names.${job.code}`)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`jobs.descriptions.${job.code}`)}</Typography.Text>
              </>
            ),
          },
          {
            key: 'cron',
            title: t('jobs.schedule'),
            render: (_value, job) => (
              <Typography.Text code data-testid="job-cron">
                {job.cron}
              </Typography.Text>
            ),
          },
          {
            key: 'next',
            title: t('jobs.nextRun'),
            render: (_value, job) =>
              job.nextRuns[0] ? (
                <Tooltip
                  title={job.nextRuns.map((time) => (
                    <div key={time}>
                      <LocalTime value={time} />
                    </div>
                  ))}
                >
                  <span data-testid="job-next-run">
                    <LocalTime value={job.nextRuns[0]} />
                  </span>
                </Tooltip>
              ) : (
                <Typography.Text type="secondary">{t('jobs.paused')}</Typography.Text>
              ),
          },
          {
            key: 'last',
            title: t('jobs.lastRun'),
            render: (_value, job) =>
              job.lastRunAt ? (
                <Space direction="vertical" size={0}>
                  <span>
                    <LocalTime value={job.lastRunAt} />{' '}
                    {job.lastStatus ? <Tag color={job.lastStatus === 'ok' ? 'green' : 'red'}>{t(`jobs.status.${job.lastStatus}`)}</Tag> : null}
                  </span>
                  <Typography.Text type="secondary" data-testid="job-last-message">
                    {job.lastMessage}
                  </Typography.Text>
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('jobs.never')}</Typography.Text>
              ),
          },
          {
            key: 'enabled',
            title: t('jobs.enabled'),
            render: (_value, job) => (
              <Switch aria-label={t('jobs.enabled')} checked={job.enabled} loading={change.isPending} onChange={(enabled) => void toggle(job, enabled)} />
            ),
          },
          {
            key: 'actions',
            title: t('jobs.actions'),
            render: (_value, job) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(job)}>
                  {t('jobs.edit')}
                </Button>
                <Button size="small" loading={run.isPending && run.variables === job.code} onClick={() => void runNow(job.code)}>
                  {t('jobs.runNow')}
                </Button>
                <Button size="small" type="link" onClick={() => setHistory(job.code)}>
                  {t('jobs.history')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <JobScheduleModal job={editing} onClose={() => setEditing(null)} />
      <JobRunsDrawer code={history} onClose={() => setHistory(null)} />
    </>
  );
}
