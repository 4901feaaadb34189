import type { Database } from '../../db/client.js';
import { catalogueWords, documentTokens, storedTokens } from './catalog.tokens.js';
import { notifyCatalogueChanged } from './catalog.revision.js';
import { type DerivedSource, addSearchWords, bumpRevision, derivedSources, idsWithoutSearchTokens, writeDerived } from './catalog.write.repository.js';

const BATCH = 2_000;

function wordsOf(source: DerivedSource): string[] {
  return [source.clone, source.target, source.geneSymbol, ...catalogueWords([source.name.en ?? '', source.name.es ?? ''].join(' '))].filter(
    (word) => word.length >= 3,
  );
}

/**
 * Brings the data derived from products in step after any write (seed, generator, import): the search tokens,
 * the lowest list prices and the typo-correction words; then bumps the catalogue revision. Returns the new revision,
 * which the caller announces (notifyCatalogueChanged) once its transaction has committed.
 */
export async function refreshCatalogueDerived(db: Database, ids: string[]): Promise<number> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const sources = await derivedSources(db, ids.slice(start, start + BATCH));
    await writeDerived(
      db,
      sources.map((source) => ({ id: source.id, searchTokens: storedTokens(documentTokens(source)) })),
    );
    const counts = new Map<string, number>();
    const seen = new Map<string, string>();
    for (const word of sources.flatMap(wordsOf)) {
      // One spelling per word, whatever the case it was written in.
      const spelling = seen.get(word.toLowerCase()) ?? word;
      seen.set(word.toLowerCase(), spelling);
      counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
    }
    await addSearchWords(db, counts);
  }
  return bumpRevision(db);
}

/** Stores the search tokens of products written before they were stored, a batch per transaction. */
export async function backfillSearchTokens(db: Database, stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    const ids = await idsWithoutSearchTokens(db, BATCH);
    if (ids.length === 0) return;
    notifyCatalogueChanged(await db.transaction((tx) => refreshCatalogueDerived(tx, ids)));
  }
}
