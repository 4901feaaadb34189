import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/accounts/index.js';
import { addCatalogueEntries, notifyCatalogueChanged } from '../../modules/catalog/index.js';
import { seedContent } from '../../modules/content/index.js';
import type { Database } from '../client.js';
import { customers, settings } from '../schema.js';
import { DEMO_PRODUCTS } from './demo-products.js';

const SEED_MARKER = 'demo-data-seeded';

/** Sign-in for trying the portal locally; never created in production (security.md S16). */
export const DEMO_ACCOUNT = { username: 'demo', password: 'Demo@2026!', realname: 'Demo Researcher', email: 'demo@example.com' };

/** Loads the demo catalogue (and, outside production, the demo account) once; running it again changes nothing. */
export async function seedDemoData(db: Database, options: { demoAccount: boolean }): Promise<{ seeded: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    const marker = await tx.select().from(settings).where(eq(settings.key, SEED_MARKER));
    if (marker.length > 0) return { seeded: false, revision: null };
    const passwordHash = options.demoAccount ? await hashPassword(DEMO_ACCOUNT.password) : null;
    const { revision } = await addCatalogueEntries(tx, DEMO_PRODUCTS);
    await seedContent(tx);
    if (passwordHash) {
      const { username, realname, email } = DEMO_ACCOUNT;
      await tx.insert(customers).values({ username, realname, email, passwordHash }).onConflictDoNothing({ target: customers.username });
    }
    await tx.insert(settings).values({ key: SEED_MARKER, value: { at: new Date().toISOString() } });
    return { seeded: true, revision };
  });
  if (outcome.revision !== null) notifyCatalogueChanged(outcome.revision);
  return { seeded: outcome.seeded };
}
