import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dictItems } from './dictionaries.table.js';

export type DictItemRow = typeof dictItems.$inferSelect;

export function enabledDictItems(db: Database): Promise<DictItemRow[]> {
  return db.select().from(dictItems).where(eq(dictItems.enabled, true)).orderBy(asc(dictItems.dictCode), asc(dictItems.sortOrder), asc(dictItems.value));
}
