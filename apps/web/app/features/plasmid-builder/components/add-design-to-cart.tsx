import { ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VECTOR_ORDER_PATH } from '../../../navigation/plasmid-shop';

/** What the page's cart write reports: the design's line is in the cart, or the server's refusal. */
export type CartAdding = { add: () => void; adding: boolean; added: boolean; failure: string | null };

/** Puts the design in the plasmid builder's cart (adding it twice keeps one line), then offers the vector order. */
export function AddDesignToCart({ add, adding, added, failure }: CartAdding) {
  const { t } = useTranslation('plasmid-builder');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" block icon={<ShoppingCartOutlined />} loading={adding} onClick={add} data-testid="design-add-to-cart">
        {t('result.addToCart')}
      </Button>
      {added ? (
        <Alert
          type="success"
          showIcon
          data-testid="design-in-cart"
          message={t('result.inCart')}
          action={
            <Link to={VECTOR_ORDER_PATH} data-testid="to-vector-order">
              {t('result.toVectorOrder')}
            </Link>
          }
        />
      ) : null}
      {failure ? <Alert type="error" showIcon message={failure} /> : null}
    </Space>
  );
}
