import type { BackboneSummary } from '@portal/domain';
import { Card, Descriptions, type DescriptionsProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { designBuilderPath } from '../../../navigation/plasmid-shop';
import styles from './plasmid-shop.module.css';
import { useBackboneTexts } from './use-backbone-texts';

/**
 * A backbone of the library, opening a new design on it in the builder. The home page's featured card shows what a
 * cloner picks by (category, size, marker, promoter); the design list's `detailed` card also the copy number, what
 * the vector is for and its features.
 */
export function BackboneCard({ backbone, detailed = false }: { backbone: BackboneSummary; detailed?: boolean }) {
  const { t } = useTranslation('plasmid-shop');
  const texts = useBackboneTexts();
  const builderPath = designBuilderPath({ backboneId: backbone.id });
  const facts: DescriptionsProps['items'] = [
    { key: 'length', label: t('backbone.length'), children: t('backbone.bp', { length: backbone.length }) },
    { key: 'resistance', label: t('backbone.resistance'), children: texts.resistance(backbone.resistance) },
    { key: 'promoter', label: t('backbone.promoter'), children: backbone.promoter },
    ...(detailed ? [{ key: 'copyNumber', label: t('backbone.copyNumber'), children: texts.copyNumber(backbone.copyNumber) }] : []),
  ];
  return (
    <Card
      size="small"
      className={styles.backboneCard}
      title={<Link to={builderPath}>{backbone.name}</Link>}
      extra={<Tag color="blue">{texts.category(backbone.category)}</Tag>}
      actions={[
        <Link key="open" to={builderPath} data-testid="open-in-builder">
          {t('backbone.openInBuilder')}
        </Link>,
      ]}
      data-testid="backbone-card"
      data-backbone-id={backbone.id}
    >
      <Descriptions size="small" column={1} items={facts} />
      {detailed ? (
        <>
          <p className={styles.backboneDescription}>{texts.description(backbone)}</p>
          <div className={styles.features}>
            <span className={styles.featuresLabel}>{t('backbone.features')}</span>
            {backbone.featureNames.map((name, index) => (
              <Tag key={`${name}-${index}`}>{name}</Tag>
            ))}
          </div>
        </>
      ) : null}
    </Card>
  );
}
