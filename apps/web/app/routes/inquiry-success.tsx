import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { orderPages } from '../features/cart/api/paths';
import { useRootData } from '../root';

/** After an inquiry (/IsSuccess?orderNo=…&id=…): its number, and the ways to follow it. */
export default function InquirySuccess() {
  const { t } = useTranslation('cart');
  const { config } = useRootData();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const id = params.get('id') ?? '';
  const pages = orderPages(config.systemType);
  return (
    <Result
      status="success"
      title={t('success.title')}
      subTitle={orderNo ? t('success.number', { orderNo }) : null}
      data-testid="inquiry-success"
      extra={[
        id ? (
          <Button key="detail" type="primary" onClick={() => void navigate(pages.detail(id))}>
            {t('success.viewOrder')}
          </Button>
        ) : null,
        <Button key="orders" onClick={() => void navigate(pages.list)}>
          {t('success.myOrders')}
        </Button>,
      ]}
    />
  );
}
