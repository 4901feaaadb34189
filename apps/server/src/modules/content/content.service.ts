import {
  CONTENT_PAGE_KEYS,
  type ContentPage,
  type ContentPageKey,
  FAQ_GROUPS,
  type FaqEntry,
  type Language,
  type LocalizedText,
  type NewsDetail,
  type NewsListQuery,
  type NewsSummary,
  type PageResult,
  toPageResult,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type NewsRow, findContentPage, findPublishedNews, listPublishedNews, newsNeighbours, publishedFaqs } from './content.repository.js';

/** A text in the request's language; English stands in for a translation not written yet. */
const pick = (text: LocalizedText, language: Language) => text[language] || text.en;

function toSummary(row: NewsRow, language: Language): NewsSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row.title, language),
    summary: pick(row.summary, language),
    coverUrl: row.coverPath,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function listNews(db: Database, query: NewsListQuery, language: Language): Promise<PageResult<NewsSummary>> {
  const { rows, total } = await listPublishedNews(db, { ...query, language });
  return toPageResult(
    rows.map((row) => toSummary(row, language)),
    total,
    query,
  );
}

/** An article with its neighbours: `previous` is the next older one, `next` the next newer one. */
export async function newsDetail(db: Database, idOrSlug: string, language: Language): Promise<NewsDetail> {
  const row = await findPublishedNews(db, idOrSlug);
  if (!row) throw new AppError(404, 'newsNotFound');
  const { older, newer } = await newsNeighbours(db, row);
  return {
    ...toSummary(row, language),
    body: pick(row.body, language),
    previous: older ? toSummary(older, language) : null,
    next: newer ? toSummary(newer, language) : null,
  };
}

const groupRank = (group: string) => {
  const rank = (FAQ_GROUPS as readonly string[]).indexOf(group);
  return rank === -1 ? FAQ_GROUPS.length : rank;
};

/** Published entries, the groups in the page's order and each group in its staff-chosen order. */
export async function listFaqs(db: Database, language: Language): Promise<FaqEntry[]> {
  const rows = await publishedFaqs(db);
  return rows
    .map((row, position) => ({ row, position }))
    .sort((a, b) => groupRank(a.row.groupKey) - groupRank(b.row.groupKey) || a.position - b.position)
    .map(({ row }) => ({ id: row.id, group: row.groupKey, question: pick(row.question, language), answer: pick(row.answer, language) }));
}

export function isContentPageKey(key: string): key is ContentPageKey {
  return (CONTENT_PAGE_KEYS as readonly string[]).includes(key);
}

export async function contentPage(db: Database, key: string, language: Language): Promise<ContentPage> {
  if (!isContentPageKey(key)) throw new AppError(400, 'contentPageUnknown', { key: key.slice(0, 40) });
  const row = await findContentPage(db, key);
  if (!row) throw new AppError(404, 'notFound');
  return { key: row.key, title: pick(row.title, language), body: pick(row.body, language), updatedAt: row.updatedAt.toISOString() };
}
