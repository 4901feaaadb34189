import { BellOutlined } from '@ant-design/icons';
import { Badge, Popover } from 'antd';
import { type ReactNode, createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './catalogue-shell.module.css';

/**
 * What hovering the bell shows (spec section 2: the cart's first lines), given by the layout because the cart is
 * another feature; nothing without a session, when the bell only leads to the catalogue.
 */
export const CartPreviewContext = createContext<ReactNode>(null);

/** The notice bell with the number of cart records (spec section 2); no number when it is unknown. */
export function CartBadge({ count, to }: { count: number | null; to: string }) {
  const { t } = useTranslation('common');
  const preview = useContext(CartPreviewContext);
  const bell = (
    <Link to={to} className={styles.cartBadge} aria-label={count === null ? t('shell.cart') : t('shell.cartCount', { count })} data-testid="cart-badge">
      <Badge count={count ?? 0} size="small" overflowCount={99}>
        <BellOutlined className={styles.bell} />
      </Badge>
    </Link>
  );
  if (!preview) return bell;
  return (
    <Popover content={preview} trigger={['hover', 'focus']} placement="bottomRight" destroyOnHidden>
      {bell}
    </Popover>
  );
}
