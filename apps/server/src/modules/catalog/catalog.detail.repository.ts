import type { Language, LocalizedText, PriceGroup, ProductDocumentKind } from '@portal/domain';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { type Pricing, type SummaryRow, summaryColumns } from './catalog.repository.js';
import { productCitations, productDocuments, productPacks, productPrices, productRelations, products } from './catalog.table.js';

export type ProductRow = typeof products.$inferSelect;

type PackPart = { id: string; sizeLabel: string; amountUg: number | null; price: number | null; listPrice: number | null };
type DocumentPart = { id: string; kind: ProductDocumentKind; lotNo: string; title: LocalizedText; filePath: string };
type CitationPart = { title: string; journal: string; year: number; pmid: string; doi: string; application: string };
type RelationPart = { kind: string; summary: SummaryRow };

/** A published product with everything its page shows beside it. */
export type ProductWithParts = ProductRow & { packs: PackPart[]; documents: DocumentPart[]; citations: CitationPart[]; relations: RelationPart[] };

const related = alias(products, 'related_product');

/** `json_build_object` of named expressions; the names are this module's own constants. */
function jsonObject(fields: Record<string, SQL | SQL.Aliased | { getSQL(): SQL }>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;
}

/** The rows of a correlated subquery as one JSON array, in the given order; an empty array when there are none. */
function jsonRows(object: SQL, from: SQL, order: SQL): SQL {
  return sql`coalesce((select json_agg(${object} order by ${order}) from ${from}), '[]'::json)`;
}

/**
 * The product page's read as one prepared statement: the product with its packs (priced for the reader), documents,
 * citations and related products as JSON arrays beside the row. One statement instead of five: on PostgreSQL one
 * round trip, and the embedded database pays its per-statement cost once. A statement is built per database handle,
 * language, currency and price group (at most 24) and per way of naming the product, with those values fixed in it.
 */
function build(db: Database, language: Language, pricing: Pricing, name: string, by: 'catalogNo' | 'id') {
  const price = (group: PriceGroup) =>
    sql`(select ${productPrices.amount} from ${productPrices} where ${productPrices.packId} = ${productPacks.id}
      and ${productPrices.priceGroup} = ${group} and ${productPrices.currency} = ${pricing.currency})`;
  const packs = jsonRows(
    jsonObject({
      id: productPacks.id,
      sizeLabel: productPacks.sizeLabel,
      amountUg: productPacks.amountUg,
      price: price(pricing.priceGroup),
      listPrice: price('list'),
    }),
    sql`${productPacks} where ${productPacks.productId} = ${products.id}`,
    sql`${productPacks.sortOrder}`,
  );
  const documents = jsonRows(
    jsonObject({
      id: productDocuments.id,
      kind: productDocuments.kind,
      lotNo: productDocuments.lotNo,
      title: productDocuments.title,
      filePath: productDocuments.filePath,
    }),
    sql`${productDocuments} where ${productDocuments.productId} = ${products.id}`,
    sql`${productDocuments.kind}, ${productDocuments.lotNo} desc`,
  );
  const citations = jsonRows(
    jsonObject({
      title: productCitations.title,
      journal: productCitations.journal,
      year: productCitations.year,
      pmid: productCitations.pmid,
      doi: productCitations.doi,
      application: productCitations.application,
    }),
    sql`${productCitations} where ${productCitations.productId} = ${products.id}`,
    sql`${productCitations.year} desc, ${productCitations.title}`,
  );
  const relations = jsonRows(
    jsonObject({ kind: productRelations.kind, summary: jsonObject(summaryColumns(language, pricing, related)) }),
    sql`${productRelations} join ${products} ${related} on ${related.id} = ${productRelations.relatedId}
      where ${productRelations.productId} = ${products.id} and ${related.published}`,
    sql`${productRelations.sortOrder}`,
  );
  return db
    .select({
      product: products,
      packs: sql<PackPart[]>`${packs}`,
      documents: sql<DocumentPart[]>`${documents}`,
      citations: sql<CitationPart[]>`${citations}`,
      relations: sql<RelationPart[]>`${relations}`,
    })
    .from(products)
    .where(and(eq(products[by], sql.placeholder('value')), eq(products.published, true)))
    .prepare(name);
}

type Statement = ReturnType<typeof build>;
const statements = new WeakMap<Database, Map<string, Statement>>();

function statementFor(db: Database, language: Language, pricing: Pricing, by: 'catalogNo' | 'id'): Statement {
  const key = `${by === 'id' ? 'id' : 'no'}_${language}_${pricing.currency}_${pricing.priceGroup}`;
  let kept = statements.get(db);
  if (!kept) statements.set(db, (kept = new Map()));
  let found = kept.get(key);
  if (!found) kept.set(key, (found = build(db, language, pricing, `catalogue_product_${key}`, by)));
  return found;
}

/** A published product by id or catalogue number (upper case), with its packs, documents, citations and related products. */
export async function productWithParts(
  db: Database,
  by: { catalogNo?: string; id?: string },
  language: Language,
  pricing: Pricing,
): Promise<ProductWithParts | null> {
  const [row] = by.id
    ? await statementFor(db, language, pricing, 'id').execute({ value: by.id })
    : await statementFor(db, language, pricing, 'catalogNo').execute({ value: (by.catalogNo ?? '').toUpperCase() });
  if (!row) return null;
  const { product, packs, documents, citations, relations } = row;
  return { ...product, packs, documents, citations, relations };
}
