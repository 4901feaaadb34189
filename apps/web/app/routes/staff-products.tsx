import { CATALOG_EDIT_PERMISSION } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { ProductList } from '../features/catalog-desk/components/product-list';
import { requireStaffPermission } from '../lib/current-staff.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaffPermission(request, context, CATALOG_EDIT_PERMISSION);
  return null;
}

/** The catalogue back office: every product, published or not, with the spreadsheet import. */
export default function StaffProducts() {
  const { t } = useTranslation('catalog-desk');
  return (
    <>
      <Typography.Title level={2}>{t('list.title')}</Typography.Title>
      <ProductList />
    </>
  );
}
