import type { Language, ProductPack } from '@portal/domain';
import { Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMass } from '../api/price-format';
import styles from './catalog.module.css';
import { PriceText } from './price-text';

/** The pack sizes with their prices; the visitor's group price first, the list price struck through when it differs. */
export function PackSelector(props: { packs: ProductPack[]; quoteAboveUg: number | null; language: Language }) {
  const { t } = useTranslation('catalog');
  const [selected, setSelected] = useState(props.packs[0]?.id ?? '');
  if (props.packs.length === 0) return <Typography.Text className={styles.quote}>{t('quoteOnly')}</Typography.Text>;
  return (
    <div data-testid="pack-selector">
      <Typography.Text strong>{t('packSize')}</Typography.Text>
      <Radio.Group value={selected} onChange={(event) => setSelected(event.target.value as string)} style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}>
        {props.packs.map((pack) => (
          <Radio key={pack.id} value={pack.id} data-testid="pack-option">
            <span style={{ display: 'inline-flex', gap: 16, justifyContent: 'space-between', minWidth: 240 }}>
              <span>{pack.sizeLabel}</span>
              <PriceText price={pack.price} listPrice={pack.listPrice} currency={pack.currency} language={props.language} />
            </span>
          </Radio>
        ))}
      </Radio.Group>
      {props.quoteAboveUg !== null ? (
        <p className={styles.quoteNote} data-testid="quote-note">
          {t('quoteAbove', { amount: formatMass(props.quoteAboveUg, props.language) })}
        </p>
      ) : null}
    </div>
  );
}
