import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function UserRegisterResult() {
  const { t } = useTranslation('auth');
  return (
    <Result
      status="success"
      title={t('registerResultTitle')}
      subTitle={t('registerResultText')}
      extra={
        <Link to="/user/login">
          <Button type="primary">{t('toLogin')}</Button>
        </Link>
      }
    />
  );
}
