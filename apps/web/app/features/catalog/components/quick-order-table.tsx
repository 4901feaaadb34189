import type { Language, ProductSummary } from '@portal/domain';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { productRowAttributes, useProductColumns } from './product-columns';
import { QuickOrderPacks } from './quick-order-packs';

/** The quick order list (signed-in): compact product rows, each opening to its packs at the customer's prices. */
export function QuickOrderTable(props: { products: ProductSummary[]; language: Language; highlight?: readonly string[] }) {
  const { t } = useTranslation('catalog');
  const columns = useProductColumns(props.language, props.highlight).map((column) => ({
    key: column.key,
    title: column.title,
    align: column.align,
    render: (_: unknown, product: ProductSummary) => column.cell(product),
  }));
  return (
    <Table<ProductSummary>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={props.products}
      pagination={false}
      onRow={(product) => productRowAttributes(product) as React.HTMLAttributes<HTMLElement>}
      expandable={{ expandedRowRender: (product) => <QuickOrderPacks catalogNo={product.catalogNo} language={props.language} />, rowExpandable: () => true }}
      locale={{ emptyText: t('noResults') }}
      scroll={{ x: 760 }}
    />
  );
}
