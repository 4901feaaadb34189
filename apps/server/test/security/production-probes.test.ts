import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, type TestApp, createTestApp } from '../helpers/test-app.js';
import { type Route, routesOf } from './route-table.js';

let testMode: TestApp;
let production: TestApp;
beforeAll(async () => {
  testMode = await createTestApp();
  production = await createTestApp({ env: { PORTAL_ENV: 'production', SIGNING_SECRET: TEST_SIGNING_SECRET }, database: testMode.database });
});
afterAll(async () => {
  await production.close();
  await testMode.close();
});

/** Where scanners look for documentation, debug consoles, test hooks and files a deployment must never serve. */
const PROBE_PATHS = [
  '/documentation',
  '/docs',
  '/swagger',
  '/swagger-ui.html',
  '/openapi.json',
  '/v3/api-docs',
  '/debug',
  '/__test',
  '/test',
  '/test-support',
  '/.env',
  '/.git/config',
  '/actuator',
  '/actuator/env',
  '/server-status',
  '/dev/messages',
];

const urlOf = (route: Route) => route.path.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x');
const key = (route: Route) => `${route.method} ${route.path}`;

describe('a production app (issue 19, item 5)', () => {
  it('answers 404 to documentation, debug and test paths, at the root and under the API', async () => {
    const base = production.config.public.apiBasePath;
    const answered = new Map<string, number>();
    for (const path of PROBE_PATHS.flatMap((probe) => [probe, `${base}${probe}`])) {
      for (const method of ['GET', 'POST'] as const) answered.set(`${method} ${path}`, (await production.app.inject({ method, url: path })).statusCode);
    }
    expect([...answered].filter(([, status]) => status !== 404)).toEqual([]);
  });

  it('registers none of the routes a test-mode app adds (its OpenAPI document, captcha answers, message inbox)', async () => {
    const served = new Set(routesOf(production.app).map(key));
    const testOnly = routesOf(testMode.app).filter((route) => !served.has(key(route)));
    // The route tables are read for real: the test-mode hooks are found among them.
    expect(testOnly.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/jeecg-boot/v3/api-docs', '/jeecg-boot/test-support/captcha/:checkKey', '/jeecg-boot/dev/messages']),
    );
    for (const route of testOnly) {
      const url = urlOf(route);
      expect((await production.app.inject({ method: route.method as 'GET', url })).statusCode, `${route.method} ${url}`).toBe(404);
    }
  });
});
