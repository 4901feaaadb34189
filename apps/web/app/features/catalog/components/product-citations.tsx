import type { ProductCitation } from '@portal/domain';
import { List } from 'antd';
import { useTranslation } from 'react-i18next';

/** Publications that used the product, each linked to PubMed by its PMID. */
export function ProductCitations({ citations }: { citations: ProductCitation[] }) {
  const { t } = useTranslation('catalog');
  if (citations.length === 0) return <p>{t('noCitations')}</p>;
  return (
    <List
      size="small"
      data-testid="product-citations"
      dataSource={citations}
      renderItem={(citation) => (
        <List.Item>
          <div>
            <a href={`https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(citation.pmid)}/`} target="_blank" rel="noopener noreferrer">
              {citation.title}
            </a>
            <div>
              <em>{citation.journal}</em> ({citation.year}) · PMID {citation.pmid}
              {citation.application ? ` · ${citation.application}` : ''}
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}
