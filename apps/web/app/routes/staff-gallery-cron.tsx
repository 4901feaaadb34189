import { GALLERY_PERMISSION } from '@portal/domain';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CronInput, useCronExpressionRule } from '../components/cron-editor';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-gallery-cron';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, GALLERY_PERMISSION);
  return null;
}

type ScheduleForm = { schedule?: string };

/** The cron editor in a form, as a scheduled-jobs screen uses it, with the expression the form now holds. */
export default function StaffGalleryCron() {
  const { t } = useTranslation('cron');
  const [form] = Form.useForm<ScheduleForm>();
  const schedule = Form.useWatch('schedule', form);
  const rule = useCronExpressionRule();
  return (
    <>
      <Typography.Title level={2}>{t('gallery.title')}</Typography.Title>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item name="schedule" label={t('gallery.schedule')} rules={[rule]}>
          <CronInput />
        </Form.Item>
      </Form>
      <Typography.Paragraph data-testid="cron-result">{schedule ? t('gallery.result', { expression: schedule }) : t('gallery.empty')}</Typography.Paragraph>
    </>
  );
}
