import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { DataDirLockedError } from '../src/db/data-dir-lock.js';
import { customers, products } from '../src/db/schema.js';
import { DEMO_PRODUCTS } from '../src/db/seed/demo-products.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { openTestDatabase, testDatabaseEnv } from './helpers/test-database.js';

describe('migrations and demo data', () => {
  it('migrates twice without change and seeds once', async () => {
    const handle = await openTestDatabase();
    try {
      await handle.migrate();
      expect(await seedDemoData(handle.db, { demoAccount: true })).toEqual({ seeded: true });
      expect(await seedDemoData(handle.db, { demoAccount: true })).toEqual({ seeded: false });
      const [productCount] = await handle.db.select({ value: count() }).from(products);
      expect(productCount?.value).toBe(DEMO_PRODUCTS.length);
      const [customerCount] = await handle.db.select({ value: count() }).from(customers);
      expect(customerCount?.value).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it('creates no demo account when told not to (production)', async () => {
    const handle = await openTestDatabase();
    try {
      await seedDemoData(handle.db, { demoAccount: false });
      const [customerCount] = await handle.db.select({ value: count() }).from(customers);
      expect(customerCount?.value).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the embedded database directory', () => {
  it('persists across reopen and cannot be opened by a second writer', async () => {
    // Migrated already: a first start's migration into a new directory is the process lifecycle test's.
    const database = await testDatabaseEnv();
    const dataDir = database.env.DATA_DIR ?? '';
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await seedDemoData(first.db, { demoAccount: false });
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await first.close();

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      const [productCount] = await reopened.db.select({ value: count() }).from(products);
      expect(productCount?.value).toBe(DEMO_PRODUCTS.length);
      await reopened.close();
    } finally {
      await database.remove();
    }
  });
});
