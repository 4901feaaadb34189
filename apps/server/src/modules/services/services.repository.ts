import { DEFAULT_PRIMER_PRICES, type PrimerPriceTable, primerPriceTableSchema } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema.js';

const PRIMER_PRICES_KEY = 'primerPrices';

/** The primer price table staff keep; the defaults until they save one (a stored table that no longer parses falls back too). */
export async function primerPriceTable(db: Database): Promise<PrimerPriceTable> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, PRIMER_PRICES_KEY));
  const parsed = primerPriceTableSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_PRIMER_PRICES;
}

export async function savePrimerPriceTable(db: Database, table: PrimerPriceTable): Promise<void> {
  await db
    .insert(settings)
    .values({ key: PRIMER_PRICES_KEY, value: table })
    .onConflictDoUpdate({ target: settings.key, set: { value: table, updatedAt: sql`now()` } });
}
