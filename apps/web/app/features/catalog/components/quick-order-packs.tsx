import type { Language, ProductPack } from '@portal/domain';
import { Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMass } from '../api/price-format';
import { useProductPacks } from '../hooks/use-product-packs';
import { PriceText } from './price-text';

/** The packs of one quick-order row with the customer's price beside the list price. */
export function QuickOrderPacks({ catalogNo, language }: { catalogNo: string; language: Language }) {
  const { t } = useTranslation('catalog');
  const { data: packs, isPending } = useProductPacks(catalogNo);
  if (isPending) return <Spin size="small" />;
  return (
    <Table<ProductPack>
      size="small"
      rowKey="id"
      pagination={false}
      data-testid="quick-order-packs"
      dataSource={packs ?? []}
      columns={[
        { key: 'size', title: t('packSize'), dataIndex: 'sizeLabel' },
        { key: 'amount', title: t('amount'), render: (_, pack) => (pack.amountUg === null ? '—' : formatMass(pack.amountUg, language)) },
        {
          key: 'price',
          title: t('yourPrice'),
          align: 'right',
          render: (_, pack) => <PriceText price={pack.price} listPrice={pack.listPrice} currency={pack.currency} language={language} />,
        },
      ]}
    />
  );
}
