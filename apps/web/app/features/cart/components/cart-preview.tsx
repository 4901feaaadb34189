import type { CartKind } from '@portal/domain';
import { Button, Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCartPreview } from '../api/cart-api';

/** The header popover's content (spec section 2): the cart's first five lines and a More button to the cart. */
export function CartPreview({ kind, cartPath }: { kind: CartKind; cartPath: string }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const { data, isPending } = useCartPreview(kind);
  if (isPending) return <Spin size="small" />;
  const lines = data?.records ?? [];
  return (
    <div style={{ width: 280 }} data-testid="cart-preview">
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <List
          size="small"
          dataSource={lines}
          renderItem={(line) => (
            <List.Item key={line.id}>
              <List.Item.Meta
                title={line.productPath ? <Link to={line.productPath}>{line.catalog}</Link> : line.catalog}
                description={<Typography.Text ellipsis>{line.projectName}</Typography.Text>}
              />
            </List.Item>
          )}
        />
      )}
      <Button type="primary" block size="small" style={{ marginTop: 8 }} onClick={() => void navigate(cartPath)}>
        {t('more')}
      </Button>
    </div>
  );
}
