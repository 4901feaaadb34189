import { CONTENT_EDIT_PERMISSION } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { ContentDesk } from '../features/catalog-desk/components/content-desk';
import { requireStaffPermission } from '../lib/current-staff.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaffPermission(request, context, CONTENT_EDIT_PERMISSION);
  return null;
}

/** News, FAQ and the about-section pages in four languages; the public pages show a change at once. */
export default function StaffContent() {
  const { t } = useTranslation('catalog-desk');
  return (
    <>
      <Typography.Title level={2}>{t('content.pageTitle')}</Typography.Title>
      <ContentDesk />
    </>
  );
}
