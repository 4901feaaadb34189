import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './content.module.css';

export type Crumb = { label: string; to?: string };

/** Home › (section) › page, as every about-section and resource page starts. */
export function ContentBreadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('content');
  const items = [{ label: t('breadcrumb.home'), to: '/abinvivo/Home' }, ...trail].map((crumb) => ({
    key: crumb.label,
    title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label,
  }));
  return (
    <div className={styles.breadcrumb}>
      <Breadcrumb items={items} />
    </div>
  );
}
