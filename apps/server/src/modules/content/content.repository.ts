import type { ContentPageKey, Language } from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, gt, ilike, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentPages, faqs, news } from './content.table.js';

export type NewsRow = typeof news.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed by a visitor are searched for as themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export async function listPublishedNews(
  db: Database,
  query: { pageNo: number; pageSize: number; keyword?: string | undefined; language: Language },
): Promise<{ rows: NewsRow[]; total: number }> {
  const conditions: SQL[] = [eq(news.published, true)];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    const title = sql`${news.title}->>${query.language}`;
    const summary = sql`${news.summary}->>${query.language}`;
    const condition = or(ilike(title, pattern), ilike(summary, pattern), ilike(news.slug, pattern));
    if (condition) conditions.push(condition);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ value: count() }).from(news).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** A published article by its id or its slug. */
export async function findPublishedNews(db: Database, idOrSlug: string): Promise<NewsRow | null> {
  const match = UUID_PATTERN.test(idOrSlug) ? or(eq(news.id, idOrSlug), eq(news.slug, idOrSlug)) : eq(news.slug, idOrSlug);
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.published, true), match))
    .limit(1);
  return row ?? null;
}

/** The published articles just older and just newer than `article`, in the list's order (date, then id). */
export async function newsNeighbours(db: Database, article: NewsRow): Promise<{ older: NewsRow | null; newer: NewsRow | null }> {
  const olderCondition = or(lt(news.publishedAt, article.publishedAt), and(eq(news.publishedAt, article.publishedAt), lt(news.id, article.id)));
  const newerCondition = or(gt(news.publishedAt, article.publishedAt), and(eq(news.publishedAt, article.publishedAt), gt(news.id, article.id)));
  const [older, newer] = await Promise.all([
    db
      .select()
      .from(news)
      .where(and(eq(news.published, true), olderCondition))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(1),
    db
      .select()
      .from(news)
      .where(and(eq(news.published, true), newerCondition))
      .orderBy(asc(news.publishedAt), asc(news.id))
      .limit(1),
  ]);
  return { older: older[0] ?? null, newer: newer[0] ?? null };
}

export function publishedFaqs(db: Database): Promise<FaqRow[]> {
  return db.select().from(faqs).where(eq(faqs.published, true)).orderBy(asc(faqs.groupKey), asc(faqs.sortOrder), asc(faqs.id));
}

export async function findContentPage(db: Database, key: ContentPageKey): Promise<ContentPageRow | null> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key)).limit(1);
  return row ?? null;
}
