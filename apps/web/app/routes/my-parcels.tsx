import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderPages } from '../features/cart/api/paths';
import { chineseEditionOnly } from '../lib/chinese-edition-only.server';
import { ParcelList } from '../features/ordering/components/parcel-list';
import { useRootData } from '../root';
import type { Route } from './+types/my-parcels';

export function loader({ request, context }: Route.LoaderArgs) {
  return chineseEditionOnly(request, context);
}

/** My parcels (/myPackage/Index, Chinese edition). */
export default function MyParcels() {
  const { t } = useTranslation('menu');
  const { config } = useRootData();
  return (
    <>
      <Typography.Title level={2}>{t('myParcels')}</Typography.Title>
      <ParcelList detailPath={orderPages(config.systemType).detail} />
    </>
  );
}
