import { afterAll, describe, expect, it } from 'vitest';
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

  it('is not served in production, and neither are other probe paths (S16)', async () => {
    const t = await createTestApp({ env: { PORTAL_ENV: 'production', SIGNING_SECRET: TEST_SIGNING_SECRET } });
    apps.push(t);
    for (const url of ['/jeecg-boot/v3/api-docs', '/jeecg-boot/swagger-ui.html', '/jeecg-boot/actuator', '/jeecg-boot/druid/index.html', '/jeecg-boot/metrics']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
