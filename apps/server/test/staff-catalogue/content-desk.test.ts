import type { StaffFaq, StaffNews, StaffPage } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/test-app.js';
import { type Caller, PUBLIC, STAFF_CONTENT, backOfficeApp, staffCaller } from './staff-catalogue-helpers.js';

let t: TestApp;
let editor: Caller;
beforeAll(async () => {
  t = await backOfficeApp();
  editor = await staffCaller(t, ['content:edit']);
});
afterAll(async () => t.close());

const publicGet = (path: string, language = 'en') => t.app.inject({ method: 'GET', url: `${PUBLIC}${path}`, headers: { 'accept-language': language } });
const actionsOn = async (objectId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, objectId))).map((row) => row.action).sort();

const text = (en: string, ja = '') => ({ en, zh: '', es: '', ja });

describe('the staff content desk', () => {
  it('needs a staff session with content:edit', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${STAFF_CONTENT}/news/list` })).statusCode).toBe(401);
    const catalogueEditor = await staffCaller(t, ['catalog:edit']);
    expect((await catalogueEditor('POST', `${STAFF_CONTENT}/news/save`, {})).statusCode).toBe(403);
  });

  it('creates, edits, unpublishes and deletes news, the public list following at once', async () => {
    const input = {
      slug: 'qa-back-office-news',
      title: text('QA news from the back office', 'QA ニュース'),
      summary: text('Short summary'),
      body: text('# Body'),
      publishedAt: '2030-01-02',
    };
    const created = await editor('POST', `${STAFF_CONTENT}/news/save`, input);
    expect(created.statusCode, created.body).toBe(200);
    const article = created.json().result as StaffNews;
    expect(article.publishedAt).toBe('2030-01-02T00:00:00.000Z');
    expect((await editor('POST', `${STAFF_CONTENT}/news/save`, input)).statusCode).toBe(409);

    const first = (await publicGet('/news/list?pageSize=1', 'ja')).json().result.records[0];
    expect(first).toMatchObject({ slug: 'qa-back-office-news', title: 'QA ニュース', summary: 'Short summary' });

    expect((await editor('POST', `${STAFF_CONTENT}/news/save`, { ...input, id: article.id, published: false })).statusCode).toBe(200);
    expect((await publicGet('/news/detail?id=qa-back-office-news')).statusCode).toBe(404);
    const staffList = (await editor('GET', `${STAFF_CONTENT}/news/list?keyword=qa-back-office`)).json().result;
    expect(staffList.records).toMatchObject([{ id: article.id, published: false }]);

    expect((await editor('POST', `${STAFF_CONTENT}/news/delete`, { id: article.id })).statusCode).toBe(200);
    expect((await editor('POST', `${STAFF_CONTENT}/news/delete`, { id: article.id })).statusCode).toBe(404);
    expect(await actionsOn(article.id)).toEqual(['news.create', 'news.delete', 'news.update']);
  });

  it('keeps the FAQ and the pages in four languages', async () => {
    const saved = await editor('POST', `${STAFF_CONTENT}/faq/save`, {
      group: 'ordering',
      sortOrder: 0,
      question: text('QA question?'),
      answer: text('QA answer.'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const faq = saved.json().result as StaffFaq;
    const publicFaqs = (await publicGet('/faq/list', 'es')).json().result as { id: string; question: string }[];
    expect(publicFaqs.find((entry) => entry.id === faq.id)?.question).toBe('QA question?');
    expect((await editor('POST', `${STAFF_CONTENT}/faq/delete`, { id: faq.id })).statusCode).toBe(200);
    expect(((await publicGet('/faq/list')).json().result as { id: string }[]).some((entry) => entry.id === faq.id)).toBe(false);
    expect(await actionsOn(faq.id)).toEqual(['faq.create', 'faq.delete']);

    const pages = (await editor('GET', `${STAFF_CONTENT}/page/list`)).json().result as StaffPage[];
    expect(pages.map((page) => page.key)).toEqual(['about', 'introduce', 'contact', 'service-support', 'resource']);
    const about = pages[0] as StaffPage;
    const written = await editor('POST', `${STAFF_CONTENT}/page/save`, { key: 'about', title: { ...about.title, ja: 'QA 会社概要' }, body: about.body });
    expect(written.statusCode, written.body).toBe(200);
    expect((await publicGet('/page/about', 'ja')).json().result.title).toBe('QA 会社概要');
    expect(await actionsOn('about')).toEqual(['page.update']);
  });
});
