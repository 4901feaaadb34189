import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import type { CatalogueEntry, EntryDocument } from './catalog.entry.js';
import { productPacks, productPrices, productRelations, products, searchWords } from './catalog.table.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK = 1_000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = CHUNK): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}

/** Rows per JSON document: one bind parameter however many rows, which PGlite parses far faster than thousands. */
const JSON_CHUNK = 5_000;

/** Child rows inserted from one JSON document; `columns` names the target columns and their types, in order. */
function insertFromJson(db: Database, table: string, columns: [string, string][], rows: Record<string, unknown>[]): Promise<void> {
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const shape = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
  return inChunks(
    rows,
    (chunk) =>
      db.execute(sql`insert into ${sql.identifier(table)} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${shape})`),
    JSON_CHUNK,
  );
}

const productValues = (entry: CatalogueEntry) => ({ ...entry.product, updatedAt: new Date() });

/** Inserts new products with their packs, prices, documents, citations and relations; existing catalogue numbers are left alone. */
export async function insertEntries(db: Database, entries: CatalogueEntry[]): Promise<string[]> {
  const inserted: { id: string; catalogNo: string }[] = [];
  await inChunks(entries, async (chunk) => {
    inserted.push(
      ...(await db
        .insert(products)
        .values(chunk.map(productValues))
        .onConflictDoNothing({ target: products.catalogNo })
        .returning({ id: products.id, catalogNo: products.catalogNo })),
    );
  });
  const idOf = new Map(inserted.map((row) => [row.catalogNo, row.id]));
  const fresh = entries.filter((entry) => idOf.has(entry.product.catalogNo));
  await insertPacks(db, fresh, idOf);
  await insertDocuments(
    db,
    fresh.flatMap((entry) => entry.documents.map((document) => ({ ...document, productId: idOf.get(entry.product.catalogNo) as string }))),
  );
  const citations = fresh.flatMap((entry) => entry.citations.map((citation) => ({ product_id: idOf.get(entry.product.catalogNo), ...citation })));
  await insertFromJson(
    db,
    'product_citations',
    [
      ['product_id', 'uuid'],
      ['title', 'text'],
      ['journal', 'text'],
      ['year', 'int'],
      ['pmid', 'text'],
      ['doi', 'text'],
      ['application', 'text'],
    ],
    citations,
  );
  await insertRelations(db, fresh);
  return inserted.map((row) => row.id);
}

async function insertPacks(db: Database, entries: CatalogueEntry[], idOf: Map<string, string>): Promise<void> {
  const packs: Record<string, unknown>[] = [];
  const prices: Record<string, unknown>[] = [];
  for (const entry of entries) {
    entry.packs.forEach((pack, sortOrder) => {
      const id = randomUUID();
      packs.push({ id, product_id: idOf.get(entry.product.catalogNo), size_label: pack.sizeLabel, amount_ug: pack.amountUg, sort_order: sortOrder });
      prices.push(...pack.prices.map((price) => ({ pack_id: id, price_group: price.priceGroup, currency: price.currency, amount: price.amount })));
    });
  }
  await insertFromJson(
    db,
    'product_packs',
    [
      ['id', 'uuid'],
      ['product_id', 'uuid'],
      ['size_label', 'text'],
      ['amount_ug', 'int'],
      ['sort_order', 'int'],
    ],
    packs,
  );
  await insertFromJson(
    db,
    'product_prices',
    [
      ['pack_id', 'uuid'],
      ['price_group', 'text'],
      ['currency', 'text'],
      ['amount', 'int'],
    ],
    prices,
  );
}

function insertDocuments(db: Database, documents: (EntryDocument & { productId: string })[]): Promise<void> {
  const rows = documents.map((document) => ({
    product_id: document.productId,
    kind: document.kind,
    lot_no: document.lotNo,
    title: document.title,
    data: document.data,
  }));
  return insertFromJson(
    db,
    'product_documents',
    [
      ['product_id', 'uuid'],
      ['kind', 'text'],
      ['lot_no', 'text'],
      ['title', 'jsonb'],
      ['data', 'jsonb'],
    ],
    rows,
  );
}

async function insertRelations(db: Database, entries: CatalogueEntry[]): Promise<void> {
  const relations = entries.flatMap((entry) =>
    entry.relations.map((relation, sortOrder) => ({ from: entry.product.catalogNo, to: relation.catalogNo, kind: relation.kind, sortOrder })),
  );
  await inChunks(relations, (chunk) =>
    db.execute(sql`
      insert into ${productRelations} (product_id, related_id, kind, sort_order)
      select source.id, target.id, wanted.kind, wanted.sort_order
      from jsonb_to_recordset(${JSON.stringify(chunk.map((row) => ({ from: row.from, to: row.to, kind: row.kind, sort_order: row.sortOrder })))}::jsonb)
        as wanted("from" text, "to" text, kind text, sort_order int)
      join ${products} source on source.catalog_no = wanted."from"
      join ${products} target on target.catalog_no = wanted."to"
      on conflict do nothing`),
  );
}

/**
 * Creates or updates products by catalogue number (the import): the product's fields are replaced, its packs and
 * prices replaced by the given ones; documents and citations stay, and a new product gets its datasheet.
 */
export async function upsertEntries(db: Database, entries: CatalogueEntry[]): Promise<{ ids: string[]; created: number }> {
  const existing = await db
    .select({ catalogNo: products.catalogNo })
    .from(products)
    .where(
      inArray(
        products.catalogNo,
        entries.map((entry) => entry.product.catalogNo),
      ),
    );
  const known = new Set(existing.map((row) => row.catalogNo));
  const rows: { id: string; catalogNo: string }[] = [];
  await inChunks(entries, async (chunk) => {
    rows.push(
      ...(await db
        .insert(products)
        .values(chunk.map(productValues))
        .onConflictDoUpdate({
          target: products.catalogNo,
          set: Object.fromEntries(
            [
              'line',
              'categorySec',
              'name',
              'description',
              'target',
              'geneSymbol',
              'clone',
              'isotype',
              'reactivity',
              'host',
              'format',
              'applications',
              'specs',
              'updatedAt',
            ].map((key) => [key, sql.raw(`excluded.${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`)]),
          ),
        })
        .returning({ id: products.id, catalogNo: products.catalogNo })),
    );
  });
  const idOf = new Map(rows.map((row) => [row.catalogNo, row.id]));
  await inChunks(rows, (chunk) =>
    db.delete(productPacks).where(
      inArray(
        productPacks.productId,
        chunk.map((row) => row.id),
      ),
    ),
  );
  await insertPacks(db, entries, idOf);
  const created = entries.filter((entry) => !known.has(entry.product.catalogNo));
  await insertDocuments(
    db,
    created.flatMap((entry) => entry.documents.map((document) => ({ ...document, productId: idOf.get(entry.product.catalogNo) as string }))),
  );
  return { ids: rows.map((row) => row.id), created: created.length };
}

/** The product fields the search tokens and typo-correction words are drawn from. */
export type DerivedSource = Pick<
  typeof products.$inferSelect,
  'id' | 'catalogNo' | 'name' | 'description' | 'target' | 'geneSymbol' | 'clone' | 'isotype' | 'reactivity' | 'host' | 'format' | 'applications'
>;

export function derivedSources(db: Database, ids: string[]): Promise<DerivedSource[]> {
  return db
    .select({
      id: products.id,
      catalogNo: products.catalogNo,
      name: products.name,
      description: products.description,
      target: products.target,
      geneSymbol: products.geneSymbol,
      clone: products.clone,
      isotype: products.isotype,
      reactivity: products.reactivity,
      host: products.host,
      format: products.format,
      applications: products.applications,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** Products written before search tokens were stored (migration 0028 added the column empty). */
export async function idsWithoutSearchTokens(db: Database, limit: number): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.searchTokens, '')).limit(limit);
  return rows.map((row) => row.id);
}

/** Writes each product's stored search tokens and its lowest list price per currency (list pages sort by it). */
export async function writeDerived(db: Database, documents: { id: string; searchTokens: string }[]): Promise<void> {
  await inChunks(documents, async (chunk) => {
    await db.execute(sql`
      update ${products} set
        search_tokens = d."searchTokens",
        price_from_usd = (select min(pr.amount) from ${productPrices} pr join ${productPacks} pk on pk.id = pr.pack_id
                          where pk.product_id = "products"."id" and pr.price_group = 'list' and pr.currency = 'USD'),
        price_from_cny = (select min(pr.amount) from ${productPrices} pr join ${productPacks} pk on pk.id = pr.pack_id
                          where pk.product_id = "products"."id" and pr.price_group = 'list' and pr.currency = 'CNY')
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as d(id uuid, "searchTokens" text)
      where ${products.id} = d.id`);
  });
}

/** Adds catalogue words for typo correction; the frequency counts how often refreshes met the word. */
export async function addSearchWords(db: Database, counts: Map<string, number>): Promise<void> {
  const rows = [...counts].map(([word, frequency]) => ({ word, frequency }));
  await inChunks(rows, (chunk) =>
    db
      .insert(searchWords)
      .values(chunk)
      .onConflictDoUpdate({ target: searchWords.word, set: { frequency: sql`${searchWords.frequency} + excluded.frequency` } }),
  );
}

export const REVISION_KEY = 'catalog-revision';

/** Bumps the catalogue's revision, which every process's read cache compares against. */
export async function bumpRevision(db: Database): Promise<number> {
  const [row] = await db
    .insert(settings)
    .values({ key: REVISION_KEY, value: { revision: 1 } })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`jsonb_build_object('revision', coalesce((${settings.value} ->> 'revision')::int, 0) + 1)`, updatedAt: new Date() },
    })
    .returning({ value: settings.value });
  return Number((row?.value as { revision?: number } | undefined)?.revision ?? 0);
}

export async function readRevision(db: Database): Promise<number> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, REVISION_KEY));
  return Number((rows[0]?.value as { revision?: number } | undefined)?.revision ?? 0);
}

/** The index after the highest generated catalogue number, so the generator continues where it stopped. */
export async function nextGeneratedIndex(db: Database, pattern: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number | null>`max(substring(${products.catalogNo} from 3)::int)` })
    .from(products)
    .where(sql`${products.catalogNo} ~ ${pattern}`);
  return Number(row?.value ?? 0);
}

const CATALOGUE_TABLES = sql.raw('products, product_packs, product_prices, product_documents, product_citations, product_relations');

/**
 * Fresh planner statistics after a bulk write: without them a line's list is planned as a scan of the whole line
 * instead of a walk down its catalogue-number index (hundreds of milliseconds against a few). `vacuum` also
 * reclaims the row versions the derived-data update leaves behind; it cannot run inside a transaction.
 */
export async function analyzeCatalogue(db: Database, vacuum: boolean): Promise<void> {
  await db.execute(vacuum ? sql`vacuum analyze ${CATALOGUE_TABLES}` : sql`analyze ${CATALOGUE_TABLES}`);
}
