import { ORGANISATIONS_PERMISSION } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrganisationsTable } from '../features/organisations/components/organisations-table';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-organisations';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, ORGANISATIONS_PERMISSION);
  return null;
}

/** Institutional buyers: organisations, their departments and cost centres, and the customers in them. */
export default function StaffOrganisations() {
  const { t } = useTranslation('organisations');
  return (
    <>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <OrganisationsTable />
    </>
  );
}
