import { type DesignSummary, type Language, dateTimeFormat, languageTag, loginPath } from '@portal/domain';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESIGN_LIST_PATH, designBuilderPath, plasmidResultPath } from '../../../navigation/plasmid-shop';
import styles from './plasmid-shop.module.css';

/** A day in the reader's language, read in UTC so the server's render and the browser's hydration agree. */
function formatDay(iso: string, language: Language): string {
  return dateTimeFormat(languageTag(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * The customer's saved designs, each reopened in the builder on its backbone or shown as its result; `null` is a
 * visitor, who is invited to sign in and come back here.
 */
export function MyDesigns({ designs, language }: { designs: DesignSummary[] | null; language: Language }) {
  const { t } = useTranslation('plasmid-shop');
  return (
    <section aria-labelledby="my-designs-title" className={styles.myDesigns} data-testid="my-designs">
      <Typography.Title level={2} id="my-designs-title">
        {t('myDesigns.title')}
      </Typography.Title>
      {designs === null ? (
        <p>
          {t('myDesigns.signInHint')} <Link to={loginPath(DESIGN_LIST_PATH)}>{t('myDesigns.signIn')}</Link>
        </p>
      ) : designs.length === 0 ? (
        <p>
          {t('myDesigns.none')} <Link to={designBuilderPath()}>{t('myDesigns.start')}</Link>
        </p>
      ) : (
        <List
          dataSource={designs}
          renderItem={(design) => (
            <List.Item
              key={design.id}
              data-testid="my-design"
              actions={[
                <Link key="edit" to={designBuilderPath({ backboneId: design.backboneId, designId: design.id })}>
                  {t('myDesigns.edit')}
                </Link>,
                <Link key="result" to={plasmidResultPath(design.id)}>
                  {t('myDesigns.result')}
                </Link>,
              ]}
            >
              <List.Item.Meta
                title={design.name}
                description={t('myDesigns.summary', { length: t('backbone.bp', { length: design.length }), date: formatDay(design.updatedAt, language) })}
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
