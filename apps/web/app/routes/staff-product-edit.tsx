import { CATALOG_EDIT_PERMISSION } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { ProductEditor } from '../features/catalog-desk/components/product-editor';
import { requireStaffPermission } from '../lib/current-staff.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaffPermission(request, context, CATALOG_EDIT_PERMISSION);
  return null;
}

/** One product in the editor (`?catalogNo=`), or a new one without it. */
export default function StaffProductEdit() {
  const { t } = useTranslation('catalog-desk');
  const [params] = useSearchParams();
  const catalogNo = params.get('catalogNo')?.trim() ?? '';
  return (
    <>
      <Typography.Title level={2}>{catalogNo ? t('editor.title', { catalogNo }) : t('editor.newTitle')}</Typography.Title>
      <ProductEditor key={catalogNo} catalogNo={catalogNo} />
    </>
  );
}
