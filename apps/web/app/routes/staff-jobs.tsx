import { JOBS_PERMISSION } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { JobsTable } from '../features/staff/components/jobs-table';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-jobs';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, JOBS_PERMISSION);
  return null;
}

/** The scheduled jobs the server runs (daily digest, clean-ups), their schedules edited with the cron editor. */
export default function StaffJobs() {
  const { t } = useTranslation('staff');
  return (
    <>
      <Typography.Title level={2}>{t('jobs.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('jobs.intro')}</Typography.Paragraph>
      <JobsTable />
    </>
  );
}
