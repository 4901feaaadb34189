import type { ContentPageKey } from '@portal/domain';
import { type SQL, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ContentPageRow, FaqRow, NewsRow } from './content.repository.js';
import { contentPages, faqs, news } from './content.table.js';

type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'updatedAt'>;
type FaqValues = Omit<typeof faqs.$inferInsert, 'id' | 'updatedAt'>;

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Every article, published or not, newest first; the keyword matches the slug or a title in any language. */
export async function allNews(
  db: Database,
  query: { keyword?: string | undefined; limit: number; offset: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const where: SQL | undefined = query.keyword
    ? or(ilike(news.slug, likePattern(query.keyword)), ilike(sql`${news.title}::text`, likePattern(query.keyword)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(query.limit).offset(query.offset),
    db.select({ value: count() }).from(news).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function slugTaken(db: Database, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: news.id }).from(news).where(eq(news.slug, slug)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function insertNews(db: Database, values: NewsValues): Promise<NewsRow> {
  const [row] = await db.insert(news).values(values).returning();
  return row as NewsRow;
}

export async function updateNews(db: Database, id: string, values: Partial<NewsValues>): Promise<NewsRow | null> {
  const [row] = await db
    .update(news)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(news.id, id))
    .returning();
  return row ?? null;
}

export async function deleteNews(db: Database, id: string): Promise<NewsRow | null> {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning();
  return row ?? null;
}

/** Every entry, published or not, in the order the FAQ page shows each group. */
export function allFaqs(db: Database): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.groupKey), asc(faqs.sortOrder), asc(faqs.id));
}

export async function insertFaq(db: Database, values: FaqValues): Promise<FaqRow> {
  const [row] = await db.insert(faqs).values(values).returning();
  return row as FaqRow;
}

export async function updateFaq(db: Database, id: string, values: FaqValues): Promise<FaqRow | null> {
  const [row] = await db
    .update(faqs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning();
  return row ?? null;
}

export async function deleteFaq(db: Database, id: string): Promise<FaqRow | null> {
  const [row] = await db.delete(faqs).where(eq(faqs.id, id)).returning();
  return row ?? null;
}

export function allContentPages(db: Database): Promise<ContentPageRow[]> {
  return db.select().from(contentPages).orderBy(asc(contentPages.key));
}

/** Writes a page's texts; a page not seeded yet is created. */
export async function upsertContentPage(db: Database, key: ContentPageKey, texts: Pick<ContentPageRow, 'title' | 'body'>): Promise<ContentPageRow> {
  const [row] = await db
    .insert(contentPages)
    .values({ key, ...texts })
    .onConflictDoUpdate({ target: contentPages.key, set: { ...texts, updatedAt: new Date() } })
    .returning();
  return row as ContentPageRow;
}
