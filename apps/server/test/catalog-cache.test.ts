import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { okEnvelope } from '@portal/domain';
import { CatalogueCache, REVISION_CHANNEL, cacheKey, okEnvelopeBytes } from '../src/modules/catalog/catalog.cache.js';
import { notifyCatalogueChanged } from '../src/modules/catalog/index.js';
import { bumpRevision } from '../src/modules/catalog/catalog.write.repository.js';
import { openTestDatabase } from './helpers/test-database.js';
import type { TestApp } from './helpers/test-app.js';
import { catalogueApp, getter } from './catalog-helpers.js';

let database: DatabaseHandle;
const cleanup: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  vi.restoreAllMocks();
  while (cleanup.length > 0) await cleanup.pop()?.();
});
afterAll(() => database.close());

function counter() {
  let loads = 0;
  return { load: async () => ({ loads: ++loads }), loads: () => loads };
}

describe('the catalogue read cache', () => {
  it('writes around a kept result the same envelope okEnvelope builds, the timestamp apart', () => {
    const result = { records: [{ id: 7, name: '抗体 "A"' }], total: 1, empty: null };
    const { timestamp, ...written } = JSON.parse(okEnvelopeBytes(Buffer.from(JSON.stringify(result))).toString('utf8')) as ReturnType<typeof okEnvelope>;
    const { timestamp: _built, ...built } = okEnvelope(result);
    expect(written).toStrictEqual(built);
    expect(Number.isInteger(timestamp)).toBe(true);
  });

  it('keys replies by the normalized query and drops them when this process writes', async () => {
    expect(cacheKey('list', { pageSize: 10, line: 'adc', _t: '1' }, { language: 'en' })).toBe(
      cacheKey('list', { line: 'adc', pageSize: 10, _t: '2' }, { language: 'en' }),
    );
    const cache = new CatalogueCache(database.db, null);
    cleanup.push(() => cache.stop());
    const { load, loads } = counter();
    const first = await cache.read('k', load);
    expect(await cache.read('k', load)).toBe(first);
    expect(loads()).toBe(1);
    notifyCatalogueChanged(1_000);
    const second = await cache.read('k', load);
    expect(loads()).toBe(2);
    expect(second.etag).not.toBe(first.etag);
  });

  it('notices within a second a revision bumped by another process (the import and generator commands)', async () => {
    const cache = new CatalogueCache(database.db, null);
    cleanup.push(() => cache.stop());
    const { load, loads } = counter();
    await cache.read('k', load);
    await bumpRevision(database.db);
    await cache.read('k', load);
    expect(loads()).toBe(1);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 1_500);
    await cache.read('k', load);
    expect(loads()).toBe(2);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('drops its replies when another instance announces a revision through Redis', async () => {
    const redis = new Redis(redisUrl as string);
    const publisher = new Redis(redisUrl as string);
    const cache = new CatalogueCache(database.db, redis);
    await cache.start((error) => {
      throw error;
    });
    cleanup.push(
      () => cache.stop(),
      () => redis.quit(),
      () => publisher.quit(),
    );
    const { load, loads } = counter();
    await cache.read('k', load);
    await publisher.publish(REVISION_CHANNEL, JSON.stringify({ origin: 'another-instance', revision: 5_000 }));
    await expect
      .poll(async () => {
        await cache.read('k', load);
        return loads();
      })
      .toBe(2);
  });
});

describe('the Chinese edition', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await catalogueApp({ EDITION: 'zh' });
  });
  afterAll(() => t.close());

  it('prices in CNY', async () => {
    const get = getter(t);
    const [first] = (await get('/list?line=anti-mouse&pageSize=1', { 'accept-language': 'zh' })).json().result.records;
    expect(first.currency).toBe('CNY');
    const detail = (await get(`/detail?catalogNo=${first.catalogNo}`)).json().result;
    expect(detail.packs[0]).toMatchObject({ currency: 'CNY', price: first.priceFrom });
    expect(first.priceFrom % 1_000).toBe(0);
  });
});
