import type { Database } from '../../db/client.js';
import { refreshCatalogueDerived } from './catalog.derived.service.js';
import type { CatalogueEntry } from './catalog.entry.js';
import { catalogueEntries } from './catalog.demo-generator.js';
import { GENERATED_NUMBER } from './catalog.demo-numbers.js';
import { notifyCatalogueChanged } from './catalog.revision.js';
import { analyzeCatalogue, insertEntries, nextGeneratedIndex } from './catalog.write.repository.js';

/** Writes new products and brings their derived data in step; the caller announces the returned revision after commit. */
export async function addCatalogueEntries(db: Database, entries: CatalogueEntry[]): Promise<{ inserted: number; revision: number }> {
  const ids = await insertEntries(db, entries);
  const revision = await refreshCatalogueDerived(db, ids);
  return { inserted: ids.length, revision };
}

const BATCH = 1_000;

/**
 * Adds `count` generated products after those already generated (the demo catalogue's numbering continues), one
 * transaction per batch so a long run can be stopped and resumed.
 */
export async function generateProducts(db: Database, total: number, onProgress: (done: number) => void = () => undefined): Promise<number> {
  let next = await nextGeneratedIndex(db, GENERATED_NUMBER);
  let done = 0;
  while (done < total) {
    const size = Math.min(BATCH, total - done);
    const entries = catalogueEntries(next, size);
    const { revision } = await db.transaction((tx) => addCatalogueEntries(tx, entries));
    notifyCatalogueChanged(revision);
    next += size;
    done += size;
    onProgress(done);
  }
  await analyzeCatalogue(db, true);
  return done;
}
