import type { InquiryInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client.js';
import { productPacks, products } from '../../src/db/schema.js';
import { addCatalogueEntries, catalogueEntries } from '../../src/modules/catalog/index.js';
import { createCustomer, loginToken } from '../helpers/accounts.js';
import { signedInStaff } from '../helpers/staff-session.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';
import { PDF, multipart } from '../uploads/multipart.js';

export const API = '/jeecg-boot';
export const CART = `${API}/by-abinvivo/abinvivo/byAbinvivoShoppingCart`;
export const ORDER = `${API}/by-order-client/order`;
export const DESK = `${API}/staff/orders`;
export const ALL_DESK_PERMISSIONS = ['orders:view', 'orders:quote', 'orders:fulfil', 'orders:invoice', 'audit:view'];

/**
 * The app with a small catalogue (the first 24 demo products: every line has some), USD unless told otherwise; on
 * `database` when given, which its `close` then leaves open (a restart test opens a second app on it).
 */
export async function ordersApp(env: Record<string, string> = {}, database?: DatabaseHandle): Promise<TestApp> {
  const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', ...env }, ...(database ? { database } : {}) });
  await addCatalogueEntries(t.database.db, catalogueEntries(0, 24));
  return t;
}

export type Pack = { catalogNo: string; packId: string; sizeLabel: string };

/** Published packs of the catalogue, first pack of each product first. */
export async function somePacks(t: TestApp, count: number): Promise<Pack[]> {
  const rows = await t.database.db
    .select({ catalogNo: products.catalogNo, packId: productPacks.id, sizeLabel: productPacks.sizeLabel, sortOrder: productPacks.sortOrder })
    .from(productPacks)
    .innerJoin(products, eq(products.id, productPacks.productId))
    .orderBy(productPacks.sortOrder, products.catalogNo)
    .limit(count);
  return rows.map(({ catalogNo, packId, sizeLabel }) => ({ catalogNo, packId, sizeLabel }));
}

export type Client = {
  id: string;
  username: string;
  password: string;
  token: string;
  addressId: string;
  call: (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
};

/** A signed-in customer with one shipping address. */
export async function signedInClient(t: TestApp, language = 'en'): Promise<Client> {
  const { customer, username, password } = await createCustomer(t);
  const token = await loginToken(t, username, password);
  const call: Client['call'] = (method, url, payload, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-access-token': token, 'accept-language': language, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const address = await call('POST', `${API}/by-order-client/customer/address/add`, {
    contact: 'Dr. Ada Chen',
    phone: '+1 617 555 0100',
    countryName: 'United States',
    provinceName: 'MA',
    cityName: 'Boston',
    addressDetail: '200 Longwood Ave, Lab 4',
    postalCode: '02115',
    company: 'Longwood Institute',
  });
  if (address.statusCode !== 200) throw new Error(`address: ${address.body}`);
  return { id: customer.id, username, password, token, addressId: address.json().result.id as string, call };
}

/** Uploads a file for an order (the `order` folder) as `client`, and answers its stored path. */
export async function uploadOrderFile(client: Client, filename = 'po.pdf', content: Buffer = PDF, contentType = 'application/pdf'): Promise<string> {
  const { payload, headers } = multipart([
    { name: 'file', filename, content, contentType },
    { name: 'biz', content: 'order' },
  ]);
  const reply = await client.call('POST', `${API}/sys/common/upload`, payload, headers);
  if (reply.statusCode !== 200) throw new Error(`upload: ${reply.body}`);
  return reply.json().result as string;
}

export async function deskClient(t: TestApp, permissions = ALL_DESK_PERMISSIONS) {
  const { id, token } = await signedInStaff(t, permissions);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-access-token': token, 'accept-language': 'en', ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { id, token, call };
}

export function productInquiry(client: Client, packs: Pack[], overrides: Partial<InquiryInput> = {}): InquiryInput {
  return {
    orderType: 'product',
    addressId: client.addressId,
    contactPhone: 'NA',
    agreement: true,
    lines: packs.map((pack, index) => ({ catalog: pack.catalogNo, packId: pack.packId, quantity: index + 1, projectName: `Study ${index + 1}` })),
    ...overrides,
  } as InquiryInput;
}

/** Submits an inquiry for `packs` and answers its id. */
export async function placedInquiry(client: Client, packs: Pack[], overrides: Partial<InquiryInput> = {}): Promise<string> {
  const reply = await client.call('POST', `${ORDER}/inquiry/add`, productInquiry(client, packs, overrides));
  if (reply.statusCode !== 200) throw new Error(`inquiry: ${reply.body}`);
  return reply.json().result.id as string;
}

export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
