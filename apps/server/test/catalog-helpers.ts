import { seedDemoData } from '../src/db/seed/seed.js';
import { type TestApp, createTestApp } from './helpers/test-app.js';

export const CATALOG = '/jeecg-boot/by-abinvivo/abinvivo/product';

/** The app with the demo catalogue seeded, in the international (USD) edition unless told otherwise. */
export async function catalogueApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env });
  await seedDemoData(t.database.db, { demoAccount: false });
  return t;
}

export function getter(t: TestApp) {
  return (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${CATALOG}${path}`, headers: { 'accept-language': 'en', ...headers } });
}
