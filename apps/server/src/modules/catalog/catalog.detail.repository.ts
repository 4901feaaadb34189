import type { Language, PriceGroup } from '@portal/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Pricing, type SummaryRow, summaryColumns } from './catalog.repository.js';
import { productCitations, productDocuments, productPacks, productPrices, productRelations, products } from './catalog.table.js';

/**
 * The product page's reads as six prepared statements (the product by number or by id, then its packs, documents,
 * citations and related products): an uncached product detail is mostly query building otherwise, and PostgreSQL
 * plans each named statement once per connection. A set is built per database handle, language, currency and price
 * group (at most 24), with those values fixed in it; only the product varies.
 */
const PRODUCT_ID = sql.placeholder('productId');

function build(db: Database, language: Language, pricing: Pricing, key: string) {
  const price = (group: PriceGroup) =>
    sql<number | null>`(select ${productPrices.amount} from ${productPrices} where ${productPrices.packId} = ${productPacks.id}
      and ${productPrices.priceGroup} = ${group} and ${productPrices.currency} = ${pricing.currency})`;
  return {
    byCatalogNo: db
      .select()
      .from(products)
      .where(and(eq(products.catalogNo, sql.placeholder('catalogNo')), eq(products.published, true)))
      .prepare(`catalogue_product_by_no_${key}`),
    byId: db
      .select()
      .from(products)
      .where(and(eq(products.id, sql.placeholder('id')), eq(products.published, true)))
      .prepare(`catalogue_product_by_id_${key}`),
    packs: db
      .select({
        id: productPacks.id,
        sizeLabel: productPacks.sizeLabel,
        amountUg: productPacks.amountUg,
        price: price(pricing.priceGroup),
        listPrice: price('list'),
      })
      .from(productPacks)
      .where(eq(productPacks.productId, PRODUCT_ID))
      .orderBy(asc(productPacks.sortOrder))
      .prepare(`catalogue_packs_${key}`),
    documents: db
      .select()
      .from(productDocuments)
      .where(eq(productDocuments.productId, PRODUCT_ID))
      .orderBy(asc(productDocuments.kind), desc(productDocuments.lotNo))
      .prepare(`catalogue_documents_${key}`),
    citations: db
      .select()
      .from(productCitations)
      .where(eq(productCitations.productId, PRODUCT_ID))
      .orderBy(desc(productCitations.year), asc(productCitations.title))
      .prepare(`catalogue_citations_${key}`),
    related: db
      .select({ kind: productRelations.kind, summary: summaryColumns(language, pricing) })
      .from(productRelations)
      .innerJoin(products, eq(products.id, productRelations.relatedId))
      .where(and(eq(productRelations.productId, PRODUCT_ID), eq(products.published, true)))
      .orderBy(asc(productRelations.sortOrder))
      .prepare(`catalogue_related_${key}`),
  };
}

type Statements = ReturnType<typeof build>;
const statements = new WeakMap<Database, Map<string, Statements>>();

function statementsFor(db: Database, language: Language, pricing: Pricing): Statements {
  const key = `${language}_${pricing.currency}_${pricing.priceGroup}`;
  let sets = statements.get(db);
  if (!sets) statements.set(db, (sets = new Map()));
  let found = sets.get(key);
  if (!found) sets.set(key, (found = build(db, language, pricing, key)));
  return found;
}

export type ProductRow = typeof products.$inferSelect;

/** A published product by id or catalogue number (upper case). */
export async function productRow(db: Database, by: { catalogNo?: string; id?: string }, language: Language, pricing: Pricing): Promise<ProductRow | null> {
  const prepared = statementsFor(db, language, pricing);
  const [row] = by.id ? await prepared.byId.execute({ id: by.id }) : await prepared.byCatalogNo.execute({ catalogNo: (by.catalogNo ?? '').toUpperCase() });
  return row ?? null;
}

/** The product's packs, documents, citations and related products, read together. */
export async function productParts(db: Database, productId: string, language: Language, pricing: Pricing) {
  const prepared = statementsFor(db, language, pricing);
  const [packs, documents, citations, related] = await Promise.all([
    prepared.packs.execute({ productId }),
    prepared.documents.execute({ productId }),
    prepared.citations.execute({ productId }),
    prepared.related.execute({ productId }),
  ]);
  return { packs, documents, citations, relations: related as { kind: string; summary: SummaryRow }[] };
}
