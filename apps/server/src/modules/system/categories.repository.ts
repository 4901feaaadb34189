import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories } from './categories.table.js';

export type CategoryRow = typeof categories.$inferSelect;

/** The whole tree is small (a few dozen rows), so it is read at once and walked in memory. */
export function allCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.code));
}
