import { FAQ_GROUPS, type FaqEntry } from '@portal/domain';
import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentMarkdown } from './content-markdown';
import styles from './content.module.css';

/** The FAQ in its groups, each question a panel that opens on its answer. */
export function FaqGroups({ entries }: { entries: FaqEntry[] }) {
  const { t } = useTranslation('content');
  const groups = [...new Set(entries.map((entry) => entry.group))];
  return (
    <>
      {groups.map((group) => (
        <section key={group} data-testid="faq-group">
          <Typography.Title level={2} className={styles.groupTitle}>
            {(FAQ_GROUPS as readonly string[]).includes(group) ? t(`faq.groups.${group}`) : group}
          </Typography.Title>
          <Collapse
            items={entries
              .filter((entry) => entry.group === group)
              .map((entry) => ({ key: entry.id, label: entry.question, children: <ContentMarkdown source={entry.answer} /> }))}
          />
        </section>
      ))}
    </>
  );
}
