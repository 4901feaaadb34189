import { CATALOGUE_LINES, type Language, type ProductSummary } from '@portal/domain';
import { Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductTable } from './product-table';

/** A missing product: near matches for the number asked for, and the product lines to browse instead. */
export function ProductNotFound(props: { catalogNo: string; suggestions: ProductSummary[]; language: Language }) {
  const { t } = useTranslation('catalog');
  return (
    <div data-testid="product-not-found">
      <Result
        status="404"
        title={t('productNotFound')}
        subTitle={props.catalogNo ? t('productNotFoundText', { catalogNo: props.catalogNo }) : t('productNotFoundNoNumber')}
      />
      {props.suggestions.length > 0 ? (
        <>
          <Typography.Title level={3}>{t('youMayLookFor')}</Typography.Title>
          <ProductTable products={props.suggestions} language={props.language} />
        </>
      ) : null}
      <Typography.Title level={3}>{t('browseLines')}</Typography.Title>
      <Space wrap size="middle">
        {CATALOGUE_LINES.map((entry) => (
          <Link key={entry.line} to={entry.route}>
            {t(`line.${entry.line}.title`)}
          </Link>
        ))}
      </Space>
    </div>
  );
}
