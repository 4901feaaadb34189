import type { Language, ProductPack } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMass } from '../api/price-format';
import styles from './catalog.module.css';
import { PriceText } from './price-text';

/** The pack sizes with their prices; the visitor's group price first, the list price struck through when it differs. */
export function PackSelector(props: { packs: ProductPack[]; quoteAboveUg: number | null; language: Language }) {
  const { t } = useTranslation('catalog');
  if (props.packs.length === 0) return <Typography.Text className={styles.quote}>{t('quoteOnly')}</Typography.Text>;
  return (
    <div data-testid="pack-selector">
      <Typography.Text strong>{t('packSize')}</Typography.Text>
      <ul className={styles.packList}>
        {props.packs.map((pack) => (
          <li key={pack.id} data-testid="pack-option">
            <span>{pack.sizeLabel}</span>
            <PriceText price={pack.price} listPrice={pack.listPrice} currency={pack.currency} language={props.language} />
          </li>
        ))}
      </ul>
      {props.quoteAboveUg !== null ? (
        <p className={styles.quoteNote} data-testid="quote-note">
          {t('quoteAbove', { amount: formatMass(props.quoteAboveUg, props.language) })}
        </p>
      ) : null}
    </div>
  );
}
