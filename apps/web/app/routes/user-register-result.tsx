import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRootData } from '../root';

/** After registering: how the new account signs in (the international edition registers by e-mail). */
export default function UserRegisterResult() {
  const { t } = useTranslation('auth');
  const { edition } = useRootData().config;
  return (
    <Result
      status="success"
      title={t('registerResultTitle')}
      subTitle={edition === 'zh' ? t('registerResultText') : t('registerResultTextEmail')}
      extra={
        <Link to="/user/login">
          <Button type="primary">{t('toLogin')}</Button>
        </Link>
      }
    />
  );
}
