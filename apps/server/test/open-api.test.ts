import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { OPEN_API_FILE } from '../src/plugins/open-api.js';
import { TEST_SIGNING_SECRET, type TestApp, createTestApp } from './helpers/test-app.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('the OpenAPI document', () => {
  it('is generated from the route schemas and served outside production', async () => {
    const t = await createTestApp();
    apps.push(t);
    const reply = await t.app.inject({ method: 'GET', url: '/jeecg-boot/v3/api-docs' });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    expect(doc.openapi).toMatch(/^3\./);
    const list = doc.paths['/jeecg-boot/by-abinvivo/abinvivo/product/list'];
    expect(list.get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['pageNo', 'pageSize', 'line']));
    expect(doc.paths['/jeecg-boot/by-order-client/customer/login'].post.requestBody).toBeDefined();
  });

  // Every change to the API shows in review as a change to this file; `npm run openapi:write` writes it again.
  it('is the committed apps/server/openapi.json', async () => {
    const t = await createTestApp();
    apps.push(t);
    const generated = `${JSON.stringify(t.app.swagger(), null, 2)}\n`;
    const committed = OPEN_API_FILE;
    if (process.env.OPENAPI_WRITE === '1') await writeFile(committed, generated);
    expect(generated, 'the API changed: run `npm run openapi:write` and commit apps/server/openapi.json').toBe(await readFile(committed, 'utf8'));
  });

  it('is not served in production, and neither are other probe paths (S16)', async () => {
    const t = await createTestApp({ env: { PORTAL_ENV: 'production', SIGNING_SECRET: TEST_SIGNING_SECRET } });
    apps.push(t);
    for (const url of [
      '/jeecg-boot/v3/api-docs',
      '/jeecg-boot/swagger-ui.html',
      '/jeecg-boot/actuator',
      '/jeecg-boot/druid/index.html',
      '/jeecg-boot/metrics',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
