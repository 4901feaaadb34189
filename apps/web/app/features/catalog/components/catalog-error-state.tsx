import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Bad filter values in a shared or tampered URL: a way back instead of an error page. */
export function CatalogErrorState({ resetTo, message }: { resetTo: string; message?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div data-testid="catalog-error">
      <Result
        status="warning"
        title={t('invalidQueryTitle')}
        subTitle={message || t('invalidQueryText')}
        // A plain link (antd draws it as a button), so the way back works without scripts; it reloads the page.
        extra={
          <Button type="primary" href={resetTo}>
            {t('resetFilters')}
          </Button>
        }
      />
    </div>
  );
}
