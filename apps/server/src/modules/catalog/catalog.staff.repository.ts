import type { Language, ProductLine } from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { CatalogueEntry, EntryPrice } from './catalog.entry.js';
import { localizedName } from './catalog.repository.js';
import { productPacks, productPrices, products } from './catalog.table.js';

export type ProductRecord = typeof products.$inferSelect;
export type PackRecord = { id: string; sizeLabel: string; amountUg: number | null; prices: EntryPrice[] };

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export type StaffProductFilters = { keyword?: string | undefined; line?: ProductLine | undefined; published?: boolean | undefined };

function staffConditions(filters: StaffProductFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.line) conditions.push(eq(products.line, filters.line));
  if (filters.published !== undefined) conditions.push(eq(products.published, filters.published));
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    conditions.push(or(ilike(products.catalogNo, pattern), ilike(sql`${products.name}::text`, pattern)));
  }
  return and(...conditions);
}

/** Every product, published or not, newest edit first. */
export async function staffProductRows(db: Database, filters: StaffProductFilters, page: { limit: number; offset: number; language: Language }) {
  const where = staffConditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        catalogNo: products.catalogNo,
        line: products.line,
        categorySec: products.categorySec,
        name: localizedName(page.language),
        // Qualified by hand: in a one-table select Drizzle writes the outer column bare, which the subquery would take as its own.
        packCount: sql<number>`(select count(*)::int from ${productPacks} pk where pk.product_id = "products"."id")`,
        priceFromUsd: products.priceFromUsd,
        priceFromCny: products.priceFromCny,
        published: products.published,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), asc(products.catalogNo))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function productRecord(db: Database, by: { catalogNo: string } | { id: string }): Promise<ProductRecord | null> {
  const [row] = await db
    .select()
    .from(products)
    .where('id' in by ? eq(products.id, by.id) : eq(products.catalogNo, by.catalogNo))
    .limit(1);
  return row ?? null;
}

/** A product's packs in their order, each with all its prices. */
export async function packRecords(db: Database, productId: string): Promise<PackRecord[]> {
  const packs = await db
    .select({ id: productPacks.id, sizeLabel: productPacks.sizeLabel, amountUg: productPacks.amountUg })
    .from(productPacks)
    .where(eq(productPacks.productId, productId))
    .orderBy(asc(productPacks.sortOrder), asc(productPacks.id));
  if (packs.length === 0) return [];
  const prices = await db
    .select()
    .from(productPrices)
    .where(
      inArray(
        productPrices.packId,
        packs.map((pack) => pack.id),
      ),
    )
    .orderBy(asc(productPrices.priceGroup), asc(productPrices.currency));
  return packs.map((pack) => ({
    ...pack,
    prices: prices.filter((price) => price.packId === pack.id).map(({ priceGroup, currency, amount }) => ({ priceGroup, currency, amount })),
  }));
}

export async function catalogNoTaken(db: Database, catalogNo: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.catalogNo, catalogNo)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function updateProductFields(db: Database, id: string, fields: CatalogueEntry['product'], published: boolean): Promise<void> {
  await db
    .update(products)
    .set({ ...fields, published, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export type SavedPack = { id: string | undefined; sizeLabel: string; amountUg: number | null; prices: EntryPrice[] };

/**
 * Makes the product's packs the given ones, in that order: a pack with an id is updated in place (so carts and
 * orders that hold it keep pointing at it), one without is added, and packs left out are removed. Prices are
 * replaced whole. `packs` ids must belong to the product (the service checks).
 */
export async function replacePacks(db: Database, productId: string, packs: SavedPack[]): Promise<void> {
  const kept = packs.flatMap((pack) => (pack.id ? [pack.id] : []));
  await db
    .delete(productPacks)
    .where(kept.length > 0 ? and(eq(productPacks.productId, productId), notInArray(productPacks.id, kept)) : eq(productPacks.productId, productId));
  const ids: string[] = [];
  for (const [sortOrder, pack] of packs.entries()) {
    const values = { sizeLabel: pack.sizeLabel, amountUg: pack.amountUg, sortOrder };
    if (pack.id) {
      await db.update(productPacks).set(values).where(eq(productPacks.id, pack.id));
      ids.push(pack.id);
    } else {
      const [row] = await db
        .insert(productPacks)
        .values({ ...values, productId })
        .returning({ id: productPacks.id });
      ids.push((row as { id: string }).id);
    }
  }
  if (kept.length > 0) await db.delete(productPrices).where(inArray(productPrices.packId, kept));
  const prices = packs.flatMap((pack, index) => pack.prices.map((price) => ({ ...price, packId: ids[index] as string })));
  if (prices.length > 0) await db.insert(productPrices).values(prices);
}

export async function setProductPublished(db: Database, catalogNo: string, published: boolean): Promise<string | null> {
  const [row] = await db.update(products).set({ published, updatedAt: new Date() }).where(eq(products.catalogNo, catalogNo)).returning({ id: products.id });
  return row?.id ?? null;
}
