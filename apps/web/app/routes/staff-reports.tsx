import { REPORTS_PERMISSION, STAFF_REPORT_CODES } from '@portal/domain';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportView } from '../components/popup-record-picker/report-view';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-reports';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, REPORTS_PERMISSION);
  return null;
}

/** The staff reports, each defined on the server (`/online/cgreport`), with its query form and pages. */
export default function StaffReports() {
  const { t } = useTranslation('reports');
  return (
    <>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Tabs destroyOnHidden items={STAFF_REPORT_CODES.map((code) => ({ key: code, label: t(`names.${code}`), children: <ReportView code={code} /> }))} />
    </>
  );
}
