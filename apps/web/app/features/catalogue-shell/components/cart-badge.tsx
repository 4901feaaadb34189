import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './catalogue-shell.module.css';

/** The notice bell with the number of cart records (spec section 2); no number when it is unknown. */
export function CartBadge({ count, to }: { count: number | null; to: string }) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className={styles.cartBadge} aria-label={count === null ? t('shell.cart') : t('shell.cartCount', { count })} data-testid="cart-badge">
      <Badge count={count ?? 0} size="small" overflowCount={99}>
        <BellOutlined className={styles.bell} />
      </Badge>
    </Link>
  );
}
