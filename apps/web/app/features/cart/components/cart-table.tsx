import { DeleteOutlined } from '@ant-design/icons';
import { type CartLine, type Language, formatPrice } from '@portal/domain';
import { App, Button, Flex, Popconfirm, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region';
import { type PortalCart, cartWrites, useCartWrite } from '../api/cart-api';
import { PackCell, QuantityCell } from './cart-line-cells';

type Props = {
  kind: PortalCart;
  lines: CartLine[];
  language: Language;
  loading: boolean;
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
};

function money(minor: number | null, line: CartLine, language: Language, quoteOnly: string): string {
  return minor === null ? quoteOnly : formatPrice(minor, line.currency, language);
}

/** The cart's lines: pack and quantity changeable, prices by the customer's current catalogue price, lines chosen for the inquiry. */
export function CartTable({ kind, lines, language, loading, selectedIds, onSelect }: Props) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  const remove = useCartWrite(cartWrites.remove(kind));
  const removeLines = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: () => {
        void message.success(t('removed', { count: ids.length }));
        onSelect(selectedIds.filter((id) => !ids.includes(id)));
      },
    });

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('selectedCount', { count: selectedIds.length, total: lines.length })}</Typography.Text>
        <Popconfirm
          title={t('removeSelectedConfirm', { count: selectedIds.length })}
          onConfirm={() => removeLines(selectedIds)}
          disabled={selectedIds.length === 0}
        >
          <Button icon={<DeleteOutlined aria-hidden />} disabled={selectedIds.length === 0} loading={remove.isPending}>
            {t('removeSelected')}
          </Button>
        </Popconfirm>
      </Flex>
      {/* The region scrolls a wide table, not antd's own scroll.x: that one is not focusable and repeats the header,
          select-all box included, in a hidden measuring row. */}
      <ScrollRegion label={t('linesRegion')}>
        <Table<CartLine>
          rowKey="id"
          size="middle"
          loading={loading}
          pagination={false}
          dataSource={lines}
          data-testid="cart-lines"
          rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => onSelect(keys.map(String)) }}
          columns={[
            {
              key: 'catalog',
              title: t('catalogNo'),
              render: (_, line) => (line.productPath ? <Link to={line.productPath}>{line.catalog}</Link> : line.catalog),
            },
            { key: 'name', title: t('name'), dataIndex: 'projectName' },
            { key: 'pack', title: t('specification'), render: (_, line) => <PackCell line={line} kind={kind} /> },
            { key: 'quantity', title: t('quantity'), render: (_, line) => <QuantityCell line={line} kind={kind} /> },
            { key: 'unitPrice', title: t('unitPrice'), align: 'right', render: (_, line) => money(line.unitPriceMinor, line, language, t('quoteOnly')) },
            {
              key: 'total',
              title: t('lineTotal'),
              align: 'right',
              render: (_, line) => (
                <span data-testid="line-total">
                  {money(line.unitPriceMinor === null ? null : line.unitPriceMinor * line.quantity, line, language, t('quoteOnly'))}
                </span>
              ),
            },
            {
              key: 'remove',
              title: t('actions'),
              render: (_, line) => (
                <Popconfirm title={t('removeConfirm', { catalog: line.catalog })} onConfirm={() => removeLines([line.id])}>
                  <Button type="link" danger aria-label={t('removeLine', { catalog: line.catalog })}>
                    {t('remove')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </ScrollRegion>
    </>
  );
}
