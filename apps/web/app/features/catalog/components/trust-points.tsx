import { useTranslation } from 'react-i18next';
import styles from './catalog.module.css';

const POINTS = ['endotoxin', 'purity', 'validated', 'carrierFree'] as const;

/** What in vivo buyers check first: endotoxin, purity, validation in animals, formulation. */
export function TrustPoints() {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.trust}>
      {POINTS.map((point) => (
        <div key={point} className={styles.trustItem}>
          <strong>{t(`trust.${point}.title`)}</strong>
          {t(`trust.${point}.text`)}
        </div>
      ))}
    </div>
  );
}
