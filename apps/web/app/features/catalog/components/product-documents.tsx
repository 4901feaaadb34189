import type { ProductDocument } from '@portal/domain';
import { FilePdfOutlined } from '@ant-design/icons';
import { List } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../../root';
import { documentDownloadUrl } from '../api/catalog-api';

/** Datasheet, certificates of analysis by lot, manuals: plain links the browser downloads. */
export function ProductDocuments({ documents }: { documents: ProductDocument[] }) {
  const { t } = useTranslation('catalog');
  const { config } = useRootData();
  if (documents.length === 0) return <p>{t('noDocuments')}</p>;
  return (
    <List
      size="small"
      data-testid="product-documents"
      dataSource={documents}
      renderItem={(document) => (
        <List.Item>
          <a href={documentDownloadUrl(config.apiBasePath, document.id)} title={document.title} download>
            <FilePdfOutlined /> {t(`document.${document.kind}`)}
            {document.lotNo ? ` · ${t('lot', { lot: document.lotNo })}` : ''}
          </a>
        </List.Item>
      )}
    />
  );
}
