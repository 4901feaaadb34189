import { CONTENT_PAGE_KEYS, FAQ_GROUPS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/modules/content/index.js';
import { news } from '../src/db/schema.js';
import { type TestApp, createTestApp } from './helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.database.db);
  await t.database.db.insert(news).values({
    slug: 'withdrawn-announcement',
    title: { zh: '已撤回', en: 'Withdrawn', es: 'Retirada', ja: '取り下げ' },
    summary: { zh: '', en: '', es: '', ja: '' },
    body: { zh: '', en: '', es: '', ja: '' },
    published: false,
    publishedAt: new Date('2027-01-01T00:00:00Z'),
  });
});
afterAll(() => t.close());

const get = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url: `/jeecg-boot/by-abinvivo/abinvivo${url}`, headers: { 'accept-language': language } });

describe('news', () => {
  it('lists published articles newest first, in the request language, with paging', async () => {
    const reply = await get('/news/list?pageNo=1&pageSize=4');
    expect(reply.statusCode).toBe(200);
    const page = reply.json().result;
    expect(page.total).toBe(9);
    expect(page.records).toHaveLength(4);
    expect(page.records[0].slug).toBe('anti-pd-1-biosimilar-launch');
    const dates = page.records.map((record: { publishedAt: string }) => record.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.records.some((record: { slug: string }) => record.slug === 'withdrawn-announcement')).toBe(false);

    const second = (await get('/news/list?pageNo=3&pageSize=4')).json().result;
    expect(second.records).toHaveLength(1);
    expect(second.records[0].slug).toBe('isotype-control-v9-series');

    const japanese = (await get('/news/list?pageSize=1', 'ja')).json().result;
    expect(japanese.records[0].title).toContain('PD-1');
    expect(japanese.records[0].title).toMatch(/[\u3040-\u30ff]/);
  });

  it('finds articles by a keyword of the shown language and treats % as a character', async () => {
    const english = (await get('/news/list?keyword=endotoxin')).json().result;
    expect(english.records.map((record: { slug: string }) => record.slug)).toContain('endotoxin-testing-upgrade');
    const chinese = (await get(`/news/list?keyword=${encodeURIComponent('内毒素')}`, 'zh')).json().result;
    expect(chinese.records.map((record: { slug: string }) => record.slug)).toContain('endotoxin-testing-upgrade');
    expect((await get('/news/list?keyword=%25%25')).json().result.total).toBe(0);
  });

  it('refuses a bad page size with a translated message', async () => {
    const reply = await get('/news/list?pageSize=0', 'es');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain('pageSize');
    expect(reply.json().message).not.toMatch(/too_small|Too small/);
  });

  it('opens an article by slug or id with its older and newer neighbours', async () => {
    const bySlug = await get('/news/detail?id=endotoxin-testing-upgrade');
    expect(bySlug.statusCode).toBe(200);
    const article = bySlug.json().result;
    expect(article.body).toContain('rFC');
    expect(article.previous.slug).toBe('new-production-facility');
    expect(article.next.slug).toBe('adc-biosimilar-launch');

    const byId = (await get(`/news/detail?id=${article.id}`, 'zh')).json().result;
    expect(byId.slug).toBe('endotoxin-testing-upgrade');
    expect(byId.title).toContain('内毒素');

    const newest = (await get('/news/detail?id=anti-pd-1-biosimilar-launch')).json().result;
    expect(newest.next).toBeNull();
    const oldest = (await get('/news/detail?id=isotype-control-v9-series')).json().result;
    expect(oldest.previous).toBeNull();
  });

  it('answers 404 in the request language for a missing or unpublished article', async () => {
    for (const id of ['no-such-article', 'withdrawn-announcement', '00000000-0000-4000-8000-999999999999']) {
      const reply = await get(`/news/detail?id=${id}`, 'zh');
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe('该新闻不存在或已下线。');
    }
    expect((await get('/news/detail')).statusCode).toBe(400);
  });
});

describe('FAQ', () => {
  it('lists the entries grouped in the page order', async () => {
    const reply = await get('/faq/list', 'es');
    expect(reply.statusCode).toBe(200);
    const entries: { group: string; question: string; answer: string }[] = reply.json().result;
    expect(entries.length).toBeGreaterThanOrEqual(12);
    const groups = [...new Set(entries.map((entry) => entry.group))];
    expect(groups).toEqual([...FAQ_GROUPS]);
    const ranks = entries.map((entry) => FAQ_GROUPS.indexOf(entry.group as (typeof FAQ_GROUPS)[number]));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(entries[0]?.question).toBe('¿Cómo hago un pedido?');
  });
});

describe('content pages', () => {
  it('answers every page key in every language', async () => {
    for (const key of CONTENT_PAGE_KEYS) {
      for (const language of ['zh', 'en', 'es', 'ja']) {
        const reply = await get(`/page/${key}`, language);
        expect(reply.statusCode).toBe(200);
        const page = reply.json().result;
        expect(page.key).toBe(key);
        expect(page.title.length).toBeGreaterThan(0);
        expect(page.body.length).toBeGreaterThan(50);
      }
    }
    expect((await get('/page/about', 'ja')).json().result.title).toBe('会社概要');
  });

  it('refuses an unknown key with a translated 400', async () => {
    const reply = await get('/page/careers', 'en');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('There is no page named "careers".');
    expect((await get('/page/careers', 'zh')).json().message).toBe('不存在名为“careers”的页面。');
  });

  it('seeding twice adds nothing', async () => {
    const before = (await get('/faq/list')).json().result.length;
    await seedContent(t.database.db);
    expect((await get('/faq/list')).json().result.length).toBe(before);
    expect((await get('/news/list')).json().result.total).toBe(9);
  });
});
