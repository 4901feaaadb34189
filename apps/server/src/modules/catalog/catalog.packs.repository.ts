import type { Language, ProductLine } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
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

/** The published packs among `packIds`, priced for the customer; packs of unpublished products are left out. */
export async function orderablePacks(db: Database, packIds: readonly string[], language: Language, pricing: Pricing): Promise<Map<string, OrderablePack>> {
  const ids = [...new Set(packIds)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      packId: productPacks.id,
      productId: products.id,
      catalogNo: products.catalogNo,
      line: products.line,
      name: localizedName(language),
      sizeLabel: productPacks.sizeLabel,
      unitPriceMinor: sql<number | null>`(select ${productPrices.amount} from ${productPrices} where ${productPrices.packId} = ${productPacks.id}
        and ${productPrices.priceGroup} = ${pricing.priceGroup} and ${productPrices.currency} = ${pricing.currency})`,
    })
    .from(productPacks)
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(and(inArray(productPacks.id, ids), eq(products.published, true)));
  return new Map(rows.map((row) => [row.packId, { ...row, unitPriceMinor: row.unitPriceMinor === null ? null : Number(row.unitPriceMinor) }]));
}
