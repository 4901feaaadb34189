import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/accounts/index.js';
import type { Database } from '../client.js';
import { customers, products, settings } from '../schema.js';
import { DEMO_PRODUCTS } from './demo-products.js';

const SEED_MARKER = 'demo-data-seeded';

/** Sign-in for trying the portal locally; never created in production (security.md S16). */
export const DEMO_ACCOUNT = { username: 'demo', password: 'Demo@2026!', realname: 'Demo Researcher', email: 'demo@example.com' };

/** Loads the demo catalogue (and, outside production, the demo account) once; running it again changes nothing. */
export async function seedDemoData(db: Database, options: { demoAccount: boolean }): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const marker = await tx.select().from(settings).where(eq(settings.key, SEED_MARKER));
    if (marker.length > 0) return { seeded: false };
    const passwordHash = options.demoAccount ? await hashPassword(DEMO_ACCOUNT.password) : null;
    await tx
      .insert(products)
      .values(DEMO_PRODUCTS.map((product) => ({ ...product, currency: 'USD' })))
      .onConflictDoNothing({ target: products.catalogNo });
    if (passwordHash) {
      const { username, realname, email } = DEMO_ACCOUNT;
      await tx.insert(customers).values({ username, realname, email, passwordHash }).onConflictDoNothing({ target: customers.username });
    }
    await tx.insert(settings).values({ key: SEED_MARKER, value: { at: new Date().toISOString() } });
    return { seeded: true };
  });
}
