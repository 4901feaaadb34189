import {
  accountCentreEndpoints,
  accountEndpoints,
  attributeChangeSchema,
  attributeEndpoints,
  captchaEndpoints,
  cartEndpoints,
  classifyFailure,
  defineEndpoint,
  departmentEndpoints,
  dictTextQuerySchema,
  dictionaryEndpoints,
  ordersEndpoints,
  registrationEndpoints,
  signRequest,
  uploadEndpoints,
} from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClientDeps, createApiClient, fileNameOf } from '../app/lib/api-client';

const NOW = 1_700_000_000_000;
const ORDER_ID = '3f2c8a4e-9b1d-4c7e-8a5f-2d6b0e1c9a73';
const SECRET = 'unit-test-signing-secret';

type Call = { url: string; init: RequestInit; headers: Headers };

function envelopeResponse(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const okBody = { success: true, message: '', code: 200, result: { id: 1 }, timestamp: NOW };

/*
 * Endpoints of the test's own, for what no real definition shows: a path no page calls, and a signed GET. The web
 * app does not depend on zod itself, so their schemas are borrowed from the domain package.
 */
const tags = ['test'];
const madeUpRead = defineEndpoint({ method: 'GET', path: '/sys/x', tags, access: 'public', reply: accountEndpoints.logout.reply });
const madeUpWrite = defineEndpoint({
  method: 'POST',
  path: '/sys/x',
  tags,
  access: 'public',
  body: attributeChangeSchema,
  reply: accountEndpoints.logout.reply,
});
const signedRead = defineEndpoint({
  method: 'GET',
  path: '/sys/dict/loadDictItem/sys_user,realname,username',
  tags,
  access: 'public',
  signed: true,
  query: dictTextQuerySchema,
  reply: dictionaryEndpoints.texts.reply,
});

/** A client over a fake fetch that records every call and answers with `reply`. */
function setup(overrides: Partial<ApiClientDeps> = {}, reply: () => Promise<Response> = async () => envelopeResponse(200, okBody)) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init, headers: new Headers(init.headers) });
    return reply();
  });
  const client = createApiClient({
    basePath: '/jeecg-boot',
    fetch,
    token: () => null,
    tenantId: () => '',
    timeZone: () => 'Asia/Shanghai',
    language: () => 'zh',
    signingSecret: SECRET,
    now: () => NOW,
    ...overrides,
  });
  const only = (): Call => {
    expect(calls).toHaveLength(1);
    return calls[0] as Call;
  };
  return { client, calls, only };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('headers', () => {
  it('sends X-Access-Token only when a token exists', async () => {
    const anonymous = setup();
    await anonymous.client.call(cartEndpoints.orderClient.list);
    expect(anonymous.only().headers.has('X-Access-Token')).toBe(false);

    const emptyToken = setup({ token: () => '' });
    await emptyToken.client.call(cartEndpoints.orderClient.list);
    expect(emptyToken.only().headers.has('X-Access-Token')).toBe(false);

    const signedIn = setup({ token: () => 'tok-123' });
    await signedIn.client.call(cartEndpoints.orderClient.list);
    expect(signedIn.only().headers.get('X-Access-Token')).toBe('tok-123');
  });

  it('sends Time-Zone, Accept-Language and tenant-id 0 when there is no tenant', async () => {
    const { client, only } = setup({ language: () => 'es', timeZone: () => 'Europe/Madrid' });
    await client.call(accountEndpoints.logout);
    const { headers } = only();
    expect(headers.get('Time-Zone')).toBe('Europe/Madrid');
    expect(headers.get('Accept-Language')).toBe('es');
    expect(headers.get('tenant-id')).toBe('0');
  });

  it('sends the tenant id it is given', async () => {
    const { client, only } = setup({ tenantId: () => '7' });
    await client.call(departmentEndpoints.current);
    expect(only().headers.get('tenant-id')).toBe('7');
  });

  it('sends X-Low-App-ID only inside a low-code app', async () => {
    const outside = setup();
    await outside.client.call(dictionaryEndpoints.items, { params: { dictCode: 'order_status' } });
    expect(outside.only().headers.has('X-Low-App-ID')).toBe(false);
    const inside = setup({ lowAppId: () => 'app-42' });
    await inside.client.call(dictionaryEndpoints.items, { params: { dictCode: 'order_status' } });
    expect(inside.only().headers.get('X-Low-App-ID')).toBe('app-42');
  });

  it('does not sign unless the definition says so', async () => {
    const { client, only } = setup();
    expect(accountEndpoints.changePassword).not.toHaveProperty('signed');
    await client.call(accountEndpoints.changePassword, { body: { oldpassword: 'a', password: 'b' } });
    expect(only().headers.has('X-Sign')).toBe(false);
    expect(only().headers.has('X-TIMESTAMP')).toBe(false);
  });
});

describe('uploads', () => {
  it('go through the progress-reporting fetch when the page asks for progress, and through fetch otherwise', async () => {
    const seen: number[] = [];
    const fetchWithProgress = vi.fn(async (_url: string, _init: RequestInit, onProgress: (percent: number) => void) => {
      onProgress(40);
      onProgress(100);
      return envelopeResponse(200, { ...okBody, result: 'order/20261123/a.pdf' });
    });
    const { client, calls } = setup({ fetchWithProgress });
    const reply = await client.call(uploadEndpoints.upload, { form: new FormData() }, { onProgress: (percent) => seen.push(percent) });
    expect(reply.result).toBe('order/20261123/a.pdf');
    expect(seen).toEqual([40, 100]);
    expect(fetchWithProgress.mock.calls[0]?.[0]).toBe('/jeecg-boot/sys/common/upload');
    expect(calls).toHaveLength(0);
    await client.call(uploadEndpoints.upload, { form: new FormData() });
    expect(calls).toHaveLength(1);
  });
});

describe('URLs and bodies', () => {
  it("joins the _t buster to a file endpoint's query", async () => {
    const { client, only } = setup();
    await client.fetchFile(ordersEndpoints.quotePdf, { query: { id: ORDER_ID } });
    expect(only().url).toBe(`/jeecg-boot/by-order-client/order/quotePdf?id=${ORDER_ID}&_t=${NOW}`);
  });

  it('adds _t=<now> to a GET after the query and prefixes the base path', async () => {
    const { client, only } = setup();
    await client.call(cartEndpoints.orderClient.list, { query: { pageSize: 10, pageNo: 1, clientOrderType: undefined } });
    const call = only();
    expect(call.url).toBe(`/jeecg-boot/by-order-client/order/cartlist?pageSize=10&pageNo=1&_t=${NOW}`);
    expect(call.init.method).toBe('GET');
    expect(call.init.body).toBeUndefined();
  });

  it('sends a GET without _t when the call says it is a dictionary item, and by that option alone', async () => {
    const item = setup();
    await item.client.call(dictionaryEndpoints.items, { params: { dictCode: 'order_status' } }, { dictionaryItem: true });
    expect(item.only().url).toBe('/jeecg-boot/sys/dict/getDictItems/order_status');

    // The path no longer decides: the same endpoint without the option carries the buster.
    const plain = setup();
    await plain.client.call(dictionaryEndpoints.items, { params: { dictCode: 'order_status' } });
    expect(plain.only().url).toBe(`/jeecg-boot/sys/dict/getDictItems/order_status?_t=${NOW}`);
  });

  it('sends a POST without _t and with a JSON body', async () => {
    const { client, only } = setup();
    const body = { attribute: 'academic', attributeKey: 'customerType' };
    await client.call(attributeEndpoints.change, { body });
    const call = only();
    expect(call.url).toBe('/jeecg-boot/by-order-client/order/changeClientAttribute');
    expect(call.init.method).toBe('POST');
    expect(call.init.body).toBe('{"attribute":"academic","attributeKey":"customerType"}');
    expect(call.headers.get('Content-Type')).toBe('application/json');
  });

  it('uses the configured base path, or none', async () => {
    const custom = setup({ basePath: '/api' });
    await custom.client.call(departmentEndpoints.choose, { body: { orgCode: 'A01', username: 'u' } });
    expect(custom.only().url).toBe('/api/sys/selectDepart');

    const bare = setup({ basePath: '' });
    await bare.client.call(captchaEndpoints.image, { params: { checkKey: '1700000000000' } });
    expect(bare.only().url).toBe(`/sys/randomImage/1700000000000?_t=${NOW}`);
  });

  it('returns the envelope of a successful reply', async () => {
    const { client } = setup();
    await expect(client.call(departmentEndpoints.current)).resolves.toStrictEqual(okBody);
  });
});

describe('signed calls', () => {
  it('signs the relative path and body of a signed definition and sends the timestamp', async () => {
    const { client, only } = setup();
    const body = { phone: '13800138000', smscode: '123456' };
    await client.call(registrationEndpoints.zh.bindPhone, { body });
    const { headers } = only();
    expect(headers.get('X-Sign')).toBe(signRequest('/by-order-client/byCustomer/bindPhone', body, SECRET));
    expect(headers.get('X-TIMESTAMP')).toBe(String(NOW));
  });

  it('signs a GET over the path with its query (the _t buster drops out)', async () => {
    const { client, only } = setup();
    await client.call(signedRead, { query: { key: 'admin' } });
    const relative = `/sys/dict/loadDictItem/sys_user,realname,username?key=admin&_t=${NOW}`;
    expect(only().url).toBe(`/jeecg-boot${relative}`);
    expect(only().headers.get('X-Sign')).toBe(signRequest(relative, {}, SECRET));
    expect(only().headers.get('X-Sign')).toBe(signRequest('/sys/dict/loadDictItem/sys_user,realname,username?key=admin', {}, SECRET));
  });
});

describe('failures', () => {
  const failing = (status: number, message: string) =>
    setup({}, async () => envelopeResponse(status, { success: false, message, code: status, result: null, timestamp: NOW }));

  it('throws an ApiError that logs out and reloads on 401', async () => {
    const { client } = failing(401, 'Token invalid');
    const error = await client.call(departmentEndpoints.current).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(401);
    expect(apiError.handling).toStrictEqual(classifyFailure({ status: 401, serverMessage: 'Token invalid' }));
    expect(apiError.handling.action).toBe('logout-reload');
    expect(apiError.envelope?.message).toBe('Token invalid');
  });

  it("throws an ApiError asking to log in again on 500 'Token失效'", async () => {
    const { client } = failing(500, 'Token失效');
    const error = (await client.call(accountEndpoints.logout).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.handling).toStrictEqual({ messageKey: 'loginExpired', fallbackMessage: 'Token失效', action: 'relogin-modal' });
  });

  it("carries the server's message on another failure", async () => {
    const { client } = failing(400, '手机号已存在');
    const error = (await client.call(madeUpWrite, { body: { attributeKey: 'a', attribute: '1' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.handling).toStrictEqual({ messageKey: null, fallbackMessage: '手机号已存在', action: 'notify' });
    expect(error.message).toBe('手机号已存在');
  });

  it('treats a reply that is not JSON as a failure without a server message', async () => {
    const { client } = setup({}, async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await client.call(madeUpRead).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.envelope).toBeNull();
    expect(error.handling).toStrictEqual({ messageKey: 'requestFailed', fallbackMessage: '', action: 'notify' });
  });

  it('gives up after 90000 ms with a network timeout', async () => {
    vi.useFakeTimers();
    const { client, calls } = setup({}, () => {
      const signal = calls.at(-1)?.init.signal;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    });
    let settled = false;
    const pending = client.call(cartEndpoints.orderClient.list).finally(() => {
      settled = true;
    });
    const outcome = pending.catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(89_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = (await outcome) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
    expect(error.handling).toStrictEqual({ messageKey: 'networkTimeout', fallbackMessage: '', action: 'notify' });
  });

  it('clears the timeout once the reply arrives', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    await client.call(departmentEndpoints.current);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the raw message when fetch itself fails', async () => {
    const { client } = setup({}, () => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await client.call(madeUpRead).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
    expect(error.handling).toStrictEqual({ messageKey: null, fallbackMessage: 'Failed to fetch', action: 'notify' });
    expect(error.message).toBe('Failed to fetch');
  });
});

describe('downloads', () => {
  it('returns the bytes and the file name from Content-Disposition', async () => {
    const { client, only } = setup(
      { token: () => 'tok' },
      async () => new Response('{"profile":{}}', { status: 200, headers: { 'content-disposition': "attachment; filename*=UTF-8''my-data-2026-11-23.json" } }),
    );
    const { blob, fileName } = await client.fetchFile(accountCentreEndpoints.exportData);
    expect(fileName).toBe('my-data-2026-11-23.json');
    expect(await blob.text()).toBe('{"profile":{}}');
    expect(only().headers.get('X-Access-Token')).toBe('tok');
  });

  it('reads the plain filename form and decodes UTF-8 names', () => {
    expect(fileNameOf('attachment; filename="invoice-7.pdf"')).toBe('invoice-7.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%E5%8F%91%E7%A5%A8.pdf")).toBe('发票.pdf');
    expect(fileNameOf(null)).toBe('download');
  });

  it('turns an error reply into an ApiError with the server message', async () => {
    const { client } = setup({}, async () => envelopeResponse(401, { success: false, message: 'Please log in again.', code: 401, result: null, timestamp: 1 }));
    await expect(client.fetchFile(accountCentreEndpoints.exportData)).rejects.toMatchObject({ status: 401, handling: { action: 'logout-reload' } });
  });
});

describe('uploads', () => {
  it('posts the form as multipart with the session headers, leaving the boundary to the browser', async () => {
    const { client, only } = setup({ token: () => 'tok' }, async () =>
      envelopeResponse(200, { ...okBody, message: 'avatar/20261123/a.png', result: 'avatar/20261123/a.png' }),
    );
    const form = new FormData();
    form.append('file', new Blob(['png']), 'me.png');
    form.append('biz', 'avatar');
    const reply = await client.call(uploadEndpoints.upload, { form });
    expect(reply.message).toBe('avatar/20261123/a.png');
    const call = only();
    expect(call.init.method).toBe('POST');
    expect(call.init.body).toBe(form);
    expect(call.headers.has('Content-Type')).toBe(false);
    expect(call.headers.get('X-Access-Token')).toBe('tok');
  });
});
