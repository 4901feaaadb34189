import type { ContentPage } from '@portal/domain';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { type Crumb, ContentBreadcrumb } from './content-breadcrumb';
import { ContentMarkdown } from './content-markdown';
import styles from './content.module.css';

/** An article page (staff-kept, or shipped with the portal): breadcrumb, title band, its markdown, and what the page adds beside or below it. */
export function ContentArticlePage({
  page,
  trail,
  lead,
  aside,
  children,
}: {
  page: Pick<ContentPage, 'title' | 'body'> & { key: string };
  trail: Crumb[];
  lead?: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article data-testid={`content-page-${page.key}`}>
      <ContentBreadcrumb trail={trail} />
      <header className={styles.pageHead}>
        <Typography.Title>{page.title}</Typography.Title>
        {lead ? <p>{lead}</p> : null}
      </header>
      <div className={aside ? styles.layout : undefined}>
        <div>
          <ContentMarkdown source={page.body} />
          {children}
        </div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </article>
  );
}
