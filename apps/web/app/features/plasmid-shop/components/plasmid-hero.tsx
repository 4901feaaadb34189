import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESIGN_LIST_PATH, designBuilderPath } from '../../../navigation/plasmid-shop';
import styles from './plasmid-shop.module.css';

/** The design-and-order journey of spec section 2's builder, in the order a customer walks it. */
const STEPS = ['backbone', 'insert', 'check', 'order'] as const;

/**
 * The plasmid shop's welcome: what is designed and ordered here (vectors designed in the browser, then built by
 * the lab), the four steps, and the ways in: the design list and an empty editor.
 */
export function PlasmidHero() {
  const { t } = useTranslation('plasmid-shop');
  return (
    <section className={styles.hero} aria-labelledby="plasmid-hero-title">
      <h1 id="plasmid-hero-title">{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <ol className={styles.steps} aria-label={t('home.stepsLabel')}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <strong>{t(`home.steps.${step}.title`)}</strong>
            <span>{t(`home.steps.${step}.text`)}</span>
          </li>
        ))}
      </ol>
      <div className={styles.heroActions}>
        <Link to={DESIGN_LIST_PATH} className={styles.primaryAction} data-testid="hero-design-list">
          {t('home.browse')}
        </Link>
        <Link to={designBuilderPath()} className={styles.secondaryAction} data-testid="hero-editor">
          {t('home.openEditor')}
        </Link>
      </div>
    </section>
  );
}
