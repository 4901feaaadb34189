import type { Database } from '../../db/client.js';
import { SEED_FAQS } from './content.seed-faqs.js';
import { SEED_NEWS } from './content.seed-news.js';
import { SEED_PAGES } from './content.seed-pages.js';
import { contentPages, faqs, news } from './content.table.js';

/** Fixed ids give the FAQ entries, which have no natural key, something to conflict on. */
const faqSeedId = (position: number) => `00000000-0000-4000-8000-${String(position + 1).padStart(12, '0')}`;

/** The demo news, FAQ and pages; running it again adds nothing and keeps what staff have changed since. */
export async function seedContent(db: Database): Promise<void> {
  await db
    .insert(news)
    .values(SEED_NEWS.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt), updatedAt: new Date(item.publishedAt) })))
    .onConflictDoNothing({ target: news.slug });
  await db
    .insert(contentPages)
    .values([...SEED_PAGES])
    .onConflictDoNothing({ target: contentPages.key });
  await db
    .insert(faqs)
    .values(
      SEED_FAQS.map((entry, position) => ({
        id: faqSeedId(position),
        groupKey: entry.group,
        sortOrder: position * 10,
        question: entry.question,
        answer: entry.answer,
      })),
    )
    .onConflictDoNothing({ target: faqs.id });
}
