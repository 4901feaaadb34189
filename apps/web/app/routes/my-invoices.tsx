import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderPages } from '../features/cart/api/paths';
import { chineseEditionOnly } from '../lib/chinese-edition-only.server';
import { InvoiceList } from '../features/ordering/components/invoice-list';
import { useRootData } from '../root';
import type { Route } from './+types/my-invoices';

export function loader({ request, context }: Route.LoaderArgs) {
  return chineseEditionOnly(request, context);
}

/** My invoices (/myInvoice/Index, Chinese edition). */
export default function MyInvoices() {
  const { t } = useTranslation('menu');
  const { config } = useRootData();
  return (
    <>
      <Typography.Title level={2}>{t('myInvoices')}</Typography.Title>
      <InvoiceList detailPath={orderPages(config.systemType).detail} />
    </>
  );
}
