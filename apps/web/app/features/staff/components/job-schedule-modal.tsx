import type { Job } from '@portal/domain';
import { App, Form, Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CronInput, useCronExpressionRule } from '../../../components/cron-editor';
import { serverMessage } from '../../../lib/api-client';
import { useChangeJob } from '../api/jobs-api';

type Values = { cron: string; enabled: boolean };

/** Edits one job's schedule with the cron editor, and pauses or resumes it. */
export function JobScheduleModal({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useChangeJob();
  const cronRule = useCronExpressionRule();

  const save = async () => {
    if (!job) return;
    // A field the form refuses shows its own message; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await change.mutateAsync({ code: job.code, change: values });
      void message.success(t('jobs.saved'));
      onClose();
    } catch (error) {
      void message.error(serverMessage(error) ?? t('jobs.saveFailed'));
    }
  };

  return (
    <Modal
      open={job !== null}
      title={job ? t('jobs.editTitle', { name: t(`jobs.names.${job.code}`) }) : undefined}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ loading: change.isPending }}
      destroyOnHidden
      data-testid="job-schedule-modal"
    >
      {job ? (
        <Form form={form} layout="vertical" initialValues={{ cron: job.cron, enabled: job.enabled }} preserve={false}>
          <Typography.Paragraph type="secondary">{t(`jobs.descriptions.${job.code}`)}</Typography.Paragraph>
          <Form.Item name="cron" label={t('jobs.schedule')} rules={[cronRule]} extra={t('jobs.serverTime')}>
            <CronInput />
          </Form.Item>
          <Form.Item name="enabled" label={t('jobs.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
