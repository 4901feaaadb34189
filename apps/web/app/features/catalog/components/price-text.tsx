import { type Language, formatPrice } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import styles from './catalog.module.css';

/** A pack or product price: the visitor's price, the list price struck through when it differs, or "quote only". */
export function PriceText(props: { price: number | null; listPrice?: number | null; currency: string; language: Language; from?: boolean }) {
  const { t } = useTranslation('catalog');
  if (props.price === null) return <span className={styles.quote}>{t('quoteOnly')}</span>;
  const shown = formatPrice(props.price, props.currency, props.language);
  return (
    <span className={styles.price}>
      {props.from ? t('priceFrom', { price: shown }) : shown}
      {props.listPrice != null && props.listPrice !== props.price ? (
        <span className={styles.listPrice}>{formatPrice(props.listPrice, props.currency, props.language)}</span>
      ) : null}
    </span>
  );
}
