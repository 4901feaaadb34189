import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../src/db/schema.js';
import { createCustomer, loginToken } from './helpers/accounts.js';
import { type TestApp, createTestApp } from './helpers/test-app.js';
import { multipart, PDF } from './uploads/multipart.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL_ADD = '/jeecg-boot/by-abinvivo/abinvivo/serviceRequest/add';
const URL_LIST = '/jeecg-boot/by-abinvivo/abinvivo/serviceRequest/list';

const validRequest = (overrides: Record<string, unknown> = {}) => ({
  service: 'humanization',
  projectName: 'Humanise clone 7B3',
  details: 'Mouse anti-human TIGIT clone 7B3, need three humanised variants with affinity within 2-fold.',
  targetDate: '2027-03-01',
  contactName: 'Dr. Lin',
  contactEmail: 'lin@example.org',
  contactPhone: '+86 21 0000 0000',
  ...overrides,
});

async function signedIn() {
  const { customer, username, password } = await createCustomer(t);
  return { customer, token: await loginToken(t, username, password) };
}

const send = (token: string | null, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: URL_ADD,
    payload: body as object,
    headers: { 'accept-language': 'en', ...(token ? { 'x-access-token': token } : {}), ...headers },
  });

const rowsOf = async (customerId: string) => t.database.db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customerId));

async function uploadPdf(token: string): Promise<string> {
  const { payload, headers } = multipart([
    { name: 'file', filename: 'plan.pdf', content: PDF, contentType: 'application/pdf' },
    { name: 'biz', content: 'service' },
  ]);
  const reply = await t.app.inject({ method: 'POST', url: '/jeecg-boot/sys/common/upload', payload, headers: { ...headers, 'x-access-token': token } });
  if (reply.statusCode !== 200) throw new Error(`upload: ${reply.body}`);
  return reply.json().result as string;
}

describe('POST serviceRequest/add', () => {
  it('asks a signed-out visitor to log in, before looking at the body', async () => {
    const reply = await send(null, { service: 'nonsense' });
    expect(reply.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL_LIST })).statusCode).toBe(401);
  });

  it('stores the request and answers its number', async () => {
    const { customer, token } = await signedIn();
    const reply = await send(token, validRequest());
    expect(reply.statusCode).toBe(200);
    const record = reply.json().result;
    expect(record.requestNo).toMatch(/^CS\d{8}\d{6}$/);
    expect(record.service).toBe('humanization');
    expect(await rowsOf(customer.id)).toHaveLength(1);
  });

  it('explains each invalid field in the request language and stores nothing', async () => {
    const { customer, token } = await signedIn();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ projectName: ' ' }, 'en', 'Please enter a project name.'],
      [{ details: 'short' }, 'zh', '项目描述至少需要 10 个字符。'],
      [{ contactEmail: 'not-an-address' }, 'en', 'e-mail'],
      [{ targetDate: '03/01/2027' }, 'ja', '希望納期は日付（YYYY-MM-DD）で入力してください。'],
      [{ service: 'cloning' }, 'en', 'antibody-discovery'],
    ];
    for (const [override, language, expected] of cases) {
      const reply = await send(token, validRequest(override), { 'accept-language': language });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain(expected);
    }
    const badKey = await send(token, validRequest(), { 'idempotency-key': 'a b' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toContain('Idempotency-Key');
    expect(await rowsOf(customer.id)).toHaveLength(0);
  });

  it('answers the same record for the same idempotency key', async () => {
    const { customer, token } = await signedIn();
    const key = 'form-4f1c2a9e-0001';
    const first = (await send(token, validRequest(), { 'idempotency-key': key })).json().result;
    const again = (await send(token, validRequest(), { 'idempotency-key': key })).json().result;
    expect(again.id).toBe(first.id);
    expect(again.requestNo).toBe(first.requestNo);
    expect(await rowsOf(customer.id)).toHaveLength(1);

    await send(token, validRequest(), { 'idempotency-key': 'form-4f1c2a9e-0002' });
    expect(await rowsOf(customer.id)).toHaveLength(2);
  });

  it('makes one row of five identical requests sent at once', async () => {
    const { customer, token } = await signedIn();
    const replies = await Promise.all(Array.from({ length: 5 }, () => send(token, validRequest(), { 'idempotency-key': 'parallel-key-0001' })));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.json().result.requestNo)).size).toBe(1);
    expect(await rowsOf(customer.id)).toHaveLength(1);
  });

  it('keeps one key per customer: another customer may use the same key', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const a = (await send(first.token, validRequest(), { 'idempotency-key': 'shared-key-0001' })).json().result;
    const b = (await send(second.token, validRequest(), { 'idempotency-key': 'shared-key-0001' })).json().result;
    expect(b.id).not.toBe(a.id);
  });

  it("accepts the caller's own uploads as attachments and refuses another customer's", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const path = await uploadPdf(owner.token);
    const own = await send(owner.token, validRequest({ attachmentPaths: [path] }));
    expect(own.statusCode).toBe(200);
    expect(own.json().result.attachmentPaths).toEqual([path]);

    const refused = await send(stranger.token, validRequest({ attachmentPaths: [path] }), { 'accept-language': 'es' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Un archivo adjunto no es uno de sus archivos subidos.');
    expect(await rowsOf(stranger.customer.id)).toHaveLength(0);
  });
});

describe('GET serviceRequest/list', () => {
  it("lists only the caller's own requests, newest first", async () => {
    const first = await signedIn();
    const second = await signedIn();
    await send(first.token, validRequest({ projectName: 'Older project' }));
    await send(first.token, validRequest({ projectName: 'Newer project' }));
    await send(second.token, validRequest({ projectName: 'Someone else' }));
    const reply = await t.app.inject({ method: 'GET', url: URL_LIST, headers: { 'x-access-token': first.token } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const names = reply.json().result.map((record: { projectName: string }) => record.projectName);
    expect(names).toEqual(['Newer project', 'Older project']);
  });
});
