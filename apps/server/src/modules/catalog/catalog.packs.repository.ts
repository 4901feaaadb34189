import type { Language, ProductLine } from '@portal/domain';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Pricing, localizedName } from './catalog.repository.js';
import { productPacks, productPrices, products } from './catalog.table.js';

/** A pack as the cart and the inquiry need it: which product, its label, and the customer's price for one. */
export type OrderablePack = {
  packId: string;
  productId: string;
  catalogNo: string;
  line: ProductLine;
  name: string;
  sizeLabel: string;
  unitPriceMinor: number | null;
};

function selectOrderablePacks(db: Database, which: SQL, language: Language, pricing: Pricing): Promise<OrderablePack[]> {
  return db
    .select({
      packId: productPacks.id,
      productId: products.id,
      catalogNo: products.catalogNo,
      line: products.line,
      name: localizedName(language),
      sizeLabel: productPacks.sizeLabel,
      unitPriceMinor: sql<number | null>`(select ${productPrices.amount} from ${productPrices} where ${productPrices.packId} = ${productPacks.id}
        and ${productPrices.priceGroup} = ${pricing.priceGroup} and ${productPrices.currency} = ${pricing.currency})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(productPacks)
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(and(which, eq(products.published, true)))
    .orderBy(products.catalogNo, productPacks.sortOrder);
}

/** The published packs among `packIds`, priced for the customer; packs of unpublished products are left out. */
export async function orderablePacks(db: Database, packIds: readonly string[], language: Language, pricing: Pricing): Promise<Map<string, OrderablePack>> {
  const ids = [...new Set(packIds)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Map();
  const packs = await selectOrderablePacks(db, inArray(productPacks.id, ids), language, pricing);
  return new Map(packs.map((pack) => [pack.packId, pack]));
}

/** Every pack of the published products among `catalogNos` (upper case), grouped by catalogue number. */
export async function orderablePacksByCatalogNo(
  db: Database,
  catalogNos: readonly string[],
  language: Language,
  pricing: Pricing,
): Promise<Map<string, OrderablePack[]>> {
  const wanted = [...new Set(catalogNos)];
  const byProduct = new Map<string, OrderablePack[]>();
  if (wanted.length === 0) return byProduct;
  for (const pack of await selectOrderablePacks(db, inArray(products.catalogNo, wanted), language, pricing)) {
    byProduct.set(pack.catalogNo, [...(byProduct.get(pack.catalogNo) ?? []), pack]);
  }
  return byProduct;
}
