import type { LightMyRequestResponse } from 'fastify';
import { addCatalogueEntries, catalogueEntries } from '../../src/modules/catalog/index.js';
import { seedContent } from '../../src/modules/content/index.js';
import { signedInStaff } from '../helpers/staff-session.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

export const API = '/jeecg-boot';
export const PUBLIC = `${API}/by-abinvivo/abinvivo`;
export const STAFF_CATALOG = `${API}/staff/catalog`;
export const STAFF_CONTENT = `${API}/staff/content`;

/** The app with a small catalogue and the demo content. */
export async function backOfficeApp(): Promise<TestApp> {
  const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await addCatalogueEntries(t.database.db, catalogueEntries(0, 8));
  await seedContent(t.database.db);
  return t;
}

export type Caller = (method: 'GET' | 'POST', url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

export async function staffCaller(t: TestApp, permissions: string[]): Promise<Caller> {
  const { token } = await signedInStaff(t, permissions);
  return (method, url, payload, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-access-token': token, 'accept-language': 'en', ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
