import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPacks, products } from '../src/db/schema.js';
import { addCatalogueEntries, catalogueEntries } from '../src/modules/catalog/index.js';
import { PageCache, changesPublicPages } from '../src/plugins/page-cache.js';
import { createCustomer, login } from './helpers/accounts.js';
import { type TestApp, createTestApp } from './helpers/test-app.js';
import { type Caller, STAFF_CATALOG, staffCaller } from './staff-catalogue/staff-catalogue-helpers.js';

const CART = '/jeecg-boot/by-abinvivo/abinvivo/byAbinvivoShoppingCart';
const KEY = 'https://shop.example/Biosimilar||';

// The web plugin needs a built web app; the API alone, with the same onResponse rule, shows which real writes qualify.
const pages = new PageCache();
let t: TestApp;
let editor: Caller;
beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: '127.0.0.1' },
    extend: async (api) => {
      api.addHook('onResponse', async (request, reply) => {
        if (changesPublicPages(request, reply.statusCode)) pages.clear();
      });
    },
  });
  await addCatalogueEntries(t.database.db, catalogueEntries(0, 4));
  editor = await staffCaller(t, ['catalog:edit']);
});
afterAll(() => t.close());

const keepPage = () => pages.store(KEY, { status: 200, headers: [], html: 'kept', nonce: 'n' });
const kept = () => pages.read(KEY, 'n') !== null;

describe('the page cache against real writes', () => {
  it('keeps its pages through a customer signing in and filling a cart', async () => {
    const { username, password } = await createCustomer(t);
    keepPage();
    const signedIn = await login(t, username, password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(kept()).toBe(true);

    const [pack] = await t.database.db
      .select({ catalogNo: products.catalogNo, packId: productPacks.id })
      .from(productPacks)
      .innerJoin(products, eq(products.id, productPacks.productId))
      .limit(1);
    const added = await t.app.inject({
      method: 'POST',
      url: `${CART}/add`,
      payload: { catalogNo: pack?.catalogNo, packId: pack?.packId, quantity: 1 },
      headers: { 'x-access-token': signedIn.json().result.token as string },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(kept()).toBe(true);
  });

  it('empties the store when staff change a product', async () => {
    const [product] = await t.database.db.select({ catalogNo: products.catalogNo }).from(products).limit(1);
    keepPage();
    const hidden = await editor('POST', `${STAFF_CATALOG}/product/publish`, { catalogNo: product?.catalogNo, published: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(kept()).toBe(false);
  });
});
