import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Bad filter values in a shared or tampered URL: a way back instead of an error page. */
export function CatalogErrorState({ resetTo, message }: { resetTo: string; message?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div data-testid="catalog-error">
    <Result
      status="warning"
      title={t('invalidQueryTitle')}
      subTitle={message || t('invalidQueryText')}
      extra={
        <Link to={resetTo}>
          <Button type="primary">{t('resetFilters')}</Button>
        </Link>
      }
    />
    </div>
  );
}
