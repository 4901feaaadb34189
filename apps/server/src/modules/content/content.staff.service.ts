import {
  type ContentPageKey,
  type LocalizedText,
  type PageResult,
  type StaffFaq,
  type StaffNews,
  type StaffPage,
  CONTENT_PAGE_KEYS,
  type staffFaqInputSchema,
  type staffNewsInputSchema,
  type staffNewsListQuerySchema,
  type staffPageInputSchema,
  toPageResult,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type AuditEntry, type StaffActor, appendAudit } from '../audit/index.js';
import type { ContentPageRow, FaqRow, NewsRow } from './content.repository.js';
import {
  allContentPages,
  allFaqs,
  allNews,
  deleteFaq,
  deleteNews,
  insertFaq,
  insertNews,
  slugTaken,
  updateFaq,
  updateNews,
  upsertContentPage,
} from './content.staff.repository.js';

type NewsInput = z.output<typeof staffNewsInputSchema>;
type FaqInput = z.output<typeof staffFaqInputSchema>;
type PageInput = z.output<typeof staffPageInputSchema>;

const EMPTY_TEXT: LocalizedText = { zh: '', en: '', es: '', ja: '' };

function toStaffNews(row: NewsRow): StaffNews {
  return { ...row, publishedAt: row.publishedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function toStaffFaq(row: FaqRow): StaffFaq {
  const { groupKey, updatedAt, ...rest } = row;
  return { ...rest, group: groupKey, updatedAt: updatedAt.toISOString() };
}

function toStaffPage(row: ContentPageRow): StaffPage {
  return { key: row.key, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

const audited = (actor: StaffActor, action: string, objectType: string, objectId: string, details: Record<string, unknown> = {}): AuditEntry => ({
  ...actor,
  action,
  objectType,
  objectId,
  details,
});

export async function staffNewsPage(db: Database, query: z.output<typeof staffNewsListQuerySchema>): Promise<PageResult<StaffNews>> {
  const { rows, total } = await allNews(db, { keyword: query.keyword || undefined, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize });
  return toPageResult(rows.map(toStaffNews), total, query);
}

/** Creates (no id) or updates an article; the public news pages read the table, so they show it at once. */
export async function saveStaffNews(db: Database, actor: StaffActor, input: NewsInput): Promise<StaffNews> {
  const { id, publishedAt, ...texts } = input;
  return db.transaction(async (tx) => {
    if (await slugTaken(tx, input.slug, id ?? null)) throw new AppError(409, 'contentSlugTaken', { slug: input.slug });
    const values = { ...texts, ...(publishedAt ? { publishedAt: new Date(`${publishedAt}T00:00:00Z`) } : {}) };
    const row = id ? await updateNews(tx, id, values) : await insertNews(tx, values);
    if (!row) throw new AppError(404, 'newsNotFound');
    await appendAudit(
      tx,
      audited(actor, id ? 'news.update' : 'news.create', 'news', row.id, { slug: row.slug, title: row.title.en, published: row.published }),
    );
    return toStaffNews(row);
  });
}

export async function deleteStaffNews(db: Database, actor: StaffActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteNews(tx, id);
    if (!row) throw new AppError(404, 'newsNotFound');
    await appendAudit(tx, audited(actor, 'news.delete', 'news', id, { slug: row.slug, title: row.title.en }));
  });
}

export async function staffFaqs(db: Database): Promise<StaffFaq[]> {
  return (await allFaqs(db)).map(toStaffFaq);
}

export async function saveStaffFaq(db: Database, actor: StaffActor, input: FaqInput): Promise<StaffFaq> {
  const { id, group, ...rest } = input;
  const values = { ...rest, groupKey: group };
  return db.transaction(async (tx) => {
    const row = id ? await updateFaq(tx, id, values) : await insertFaq(tx, values);
    if (!row) throw new AppError(404, 'faqNotFound');
    await appendAudit(tx, audited(actor, id ? 'faq.update' : 'faq.create', 'faq', row.id, { group, question: row.question.en, published: row.published }));
    return toStaffFaq(row);
  });
}

export async function deleteStaffFaq(db: Database, actor: StaffActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteFaq(tx, id);
    if (!row) throw new AppError(404, 'faqNotFound');
    await appendAudit(tx, audited(actor, 'faq.delete', 'faq', id, { question: row.question.en }));
  });
}

/** Every staff-kept page, one per key; a key not seeded yet shows empty so it can be written. */
export async function staffPages(db: Database): Promise<StaffPage[]> {
  const rows = new Map((await allContentPages(db)).map((row) => [row.key, row]));
  return CONTENT_PAGE_KEYS.map((key: ContentPageKey) => {
    const row = rows.get(key);
    return row ? toStaffPage(row) : { key, title: EMPTY_TEXT, body: EMPTY_TEXT, updatedAt: new Date(0).toISOString() };
  });
}

export async function saveStaffPage(db: Database, actor: StaffActor, input: PageInput): Promise<StaffPage> {
  return db.transaction(async (tx) => {
    const row = await upsertContentPage(tx, input.key, { title: input.title, body: input.body });
    await appendAudit(tx, audited(actor, 'page.update', 'content-page', input.key, { title: input.title.en }));
    return toStaffPage(row);
  });
}
