import { AUDIT_PERMISSION } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditLog } from '../features/order-desk/components/audit-log';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-audit';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, AUDIT_PERMISSION);
  return null;
}

/** What staff did, newest first. */
export default function StaffAudit() {
  const { t } = useTranslation('order-desk');
  return (
    <>
      <Typography.Title level={2}>{t('audit.title')}</Typography.Title>
      <AuditLog />
    </>
  );
}
