import { CART_POPOVER_LINES, type CartKind } from '@portal/domain';
import { Button, Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCartPreview } from '../api/cart-api';

/**
 * The header popover's content (spec section 2): the first five lines of the header's carts and a More button to
 * the cart. Lines show their catalogue number and project name, or, in the plasmid header (`byOrder`), their order
 * number and order type.
 */
export function CartPreview({ kinds, cartPath, byOrder = false }: { kinds: readonly CartKind[]; cartPath: string; byOrder?: boolean }) {
  const { t } = useTranslation(['cart', 'orders']);
  const navigate = useNavigate();
  const { lines: all, isPending } = useCartPreview(kinds);
  if (isPending) return <Spin size="small" />;
  const lines = all.slice(0, CART_POPOVER_LINES);
  return (
    <div style={{ width: 280 }} data-testid="cart-preview">
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <List
          size="small"
          dataSource={lines}
          renderItem={(line) => {
            const name = byOrder ? line.orderNo || line.catalog : line.catalog;
            const detail = byOrder ? t(`orders:orderType_${line.orderType}`) : line.projectName;
            return (
              <List.Item key={line.id}>
                <List.Item.Meta
                  title={line.productPath ? <Link to={line.productPath}>{name}</Link> : name}
                  description={<Typography.Text ellipsis>{detail}</Typography.Text>}
                />
              </List.Item>
            );
          }}
        />
      )}
      <Button type="primary" block size="small" style={{ marginTop: 8 }} onClick={() => void navigate(cartPath)}>
        {t('more')}
      </Button>
    </div>
  );
}
