import { Card, Collapse, Empty, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartKindOf, useCartLines } from '../features/cart/api/cart-api';
import { addressBookPath, cataloguePath } from '../features/cart/api/paths';
import { CartTable } from '../features/cart/components/cart-table';
import { InquiryForm } from '../features/cart/components/inquiry-form';
import { PasteLinesPanel } from '../features/cart/components/paste-lines-panel';
import { useLineSelection } from '../features/cart/hooks/use-line-selection';
import { useCurrentPunchout } from '../features/punchout/api/punchout-api';
import { PunchoutTransfer } from '../features/punchout/components/punchout-transfer';
import { useRootData } from '../root';
import { DesignCart } from '../compositions/design-cart';

/**
 * The cart (/abinvivoCart, /cart/Index): its lines, bulk entry by pasting, and the inquiry for the chosen lines (or,
 * for a buyer's user who came through PunchOut, the transfer of the cart back to their procurement system);
 * beside it, once the customer has put designs in the plasmid builder's cart, those designs with their vector order.
 */
export default function CartPage() {
  const { t } = useTranslation(['cart', 'vector-order']);
  const designs = useCartLines('carrier');
  const products = <ProductCart />;
  return (
    <>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      {designs.data?.total ? (
        <Tabs
          items={[
            { key: 'designs', label: t('vector-order:tabs.designs'), children: <DesignCart /> },
            { key: 'products', label: t('vector-order:tabs.products'), children: products },
          ]}
        />
      ) : (
        products
      )}
    </>
  );
}

function ProductCart() {
  const { t } = useTranslation('cart');
  const { config, language } = useRootData();
  const kind = cartKindOf(config.systemType);
  const cart = useCartLines(kind);
  const lines = cart.data?.records ?? [];
  const { selectedIds, select } = useLineSelection(lines);
  const punchout = useCurrentPunchout().data;
  const selected = lines.filter((line) => selectedIds.includes(line.id));

  return (
    <>
      <Collapse style={{ marginBottom: 16 }} items={[{ key: 'paste', label: t('paste.title'), children: <PasteLinesPanel kind={kind} /> }]} />
      {!cart.isPending && lines.length === 0 ? (
        <Empty description={t('empty')} data-testid="cart-empty">
          <Link to={cataloguePath(config.systemType)}>{t('browseCatalogue')}</Link>
        </Empty>
      ) : (
        <>
          <CartTable kind={kind} lines={lines} language={language} loading={cart.isPending} selectedIds={selectedIds} onSelect={select} />
          <Card style={{ marginTop: 24 }}>
            {punchout ? (
              <PunchoutTransfer session={punchout} lineCount={lines.length} />
            ) : (
              <InquiryForm kind={kind} lines={selected} edition={config.edition} addressBookPath={addressBookPath(config.systemType)} />
            )}
          </Card>
        </>
      )}
    </>
  );
}
