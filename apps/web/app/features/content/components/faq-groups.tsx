import { RightOutlined } from '@ant-design/icons';
import { FAQ_GROUPS, type FaqEntry } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentMarkdown } from './content-markdown';
import styles from './content.module.css';

/**
 * The FAQ in its groups, each question a native disclosure that opens on its answer: the browser opens and closes
 * it, so it works for a visitor without the app, and the answers stay in the page for readers and crawlers.
 */
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
          <div className={styles.faqList}>
            {entries
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <details key={entry.id} className={styles.faqItem} data-testid="faq-entry">
                  <summary className={styles.faqQuestion}>
                    <RightOutlined className={styles.faqArrow} />
                    {entry.question}
                  </summary>
                  <div className={styles.faqAnswer}>
                    <ContentMarkdown source={entry.answer} />
                  </div>
                </details>
              ))}
          </div>
        </section>
      ))}
    </>
  );
}
