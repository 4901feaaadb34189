import { CATALOG_EDIT_PERMISSION } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrimerPriceTableForm } from '../features/services/components/primer-price-table-form';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-primer-prices';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, CATALOG_EDIT_PERMISSION);
  return null;
}

/** The primer synthesis price list the order form and the server price primers by. */
export default function StaffPrimerPrices() {
  const { t } = useTranslation('service-pages');
  return (
    <>
      <Typography.Title level={2}>{t('priceTable.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('priceTable.intro')}</Typography.Paragraph>
      <PrimerPriceTableForm />
    </>
  );
}
