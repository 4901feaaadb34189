import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Language, NewsDetail } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatContentDate } from './content-date';
import { ContentMarkdown } from './content-markdown';
import { newsHref } from './news-list';
import styles from './content.module.css';

/** One article: date, title, cover, body and the links to the older and newer articles. */
export function NewsArticle({ article, language }: { article: NewsDetail; language: Language }) {
  const { t } = useTranslation('content');
  return (
    <article data-testid="news-article">
      <time className={styles.meta} dateTime={article.publishedAt}>
        {formatContentDate(article.publishedAt, language)}
      </time>
      <Typography.Title style={{ marginTop: 4 }}>{article.title}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {article.summary}
      </Typography.Paragraph>
      {article.coverUrl ? <img className={styles.articleCover} src={article.coverUrl} alt="" width={960} height={360} /> : null}
      <ContentMarkdown source={article.body} />
      <nav className={styles.neighbours} aria-label={t('news.neighbours')}>
        <div>
          {article.previous ? (
            <Link to={newsHref(article.previous)} rel="prev">
              <LeftOutlined /> {t('news.previous')}: {article.previous.title}
            </Link>
          ) : null}
        </div>
        <div className={styles.neighbourNext}>
          {article.next ? (
            <Link to={newsHref(article.next)} rel="next">
              {t('news.next')}: {article.next.title} <RightOutlined />
            </Link>
          ) : null}
        </div>
      </nav>
    </article>
  );
}
