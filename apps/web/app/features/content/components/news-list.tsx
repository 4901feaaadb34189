import type { Language, NewsSummary, PageResult } from '@portal/domain';
import { Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatContentDate } from './content-date';
import styles from './content.module.css';
import { PageLinks } from '../../../components/page-links';
import { pageHref } from '../../../lib/url-params';

export const newsHref = (item: Pick<NewsSummary, 'slug'>) => `/NewsDetails?id=${encodeURIComponent(item.slug)}`;

function newsPageHref(pageNo: number, keyword: string) {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (pageNo > 1) params.set('pageNo', String(pageNo));
  return pageHref('/News', params);
}

/** The news list: cover, date, title and summary per article, with page links that work without scripts. */
export function NewsList({ page, keyword, language }: { page: PageResult<NewsSummary>; keyword: string; language: Language }) {
  const { t } = useTranslation('content');
  if (page.records.length === 0) return <Empty description={keyword ? t('news.noMatch', { keyword }) : t('news.empty')} />;
  return (
    <>
      <List
        itemLayout="vertical"
        dataSource={page.records}
        renderItem={(item) => (
          <List.Item key={item.id} data-testid="news-item">
            <div className={styles.newsItem}>
              <Link to={newsHref(item)} aria-hidden tabIndex={-1}>
                {item.coverUrl ? (
                  <img className={styles.cover} src={item.coverUrl} alt="" loading="lazy" width={240} height={135} />
                ) : (
                  <div className={styles.cover} />
                )}
              </Link>
              <div>
                <time className={styles.meta} dateTime={item.publishedAt}>
                  {formatContentDate(item.publishedAt, language)}
                </time>
                <Typography.Title level={3} style={{ marginTop: 4 }}>
                  <Link to={newsHref(item)}>{item.title}</Link>
                </Typography.Title>
                <Typography.Paragraph type="secondary">{item.summary}</Typography.Paragraph>
                <Link to={newsHref(item)}>{t('news.readMore')}</Link>
              </div>
            </div>
          </List.Item>
        )}
      />
      <PageLinks current={page.current} last={page.pages} href={(pageNo) => newsPageHref(pageNo, keyword)} testId="page-links" />
    </>
  );
}
