import { translate } from '@portal/domain';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress } from './helpers/accounts.js';
import { type Operation, apiOperations, urlOf } from './helpers/open-api-routes.js';
import { type TestApp, createTestApp } from './helpers/test-app.js';

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', EDITION: 'zh' } });
  operations = await apiOperations(t);
});
afterAll(() => t.close());

const BAD_ESCAPE = '%E0%A4%A';
const ENVELOPE_KEYS = ['code', 'message', 'result', 'success', 'timestamp'];

type Probe = { method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer };

/** The reply is the portal's envelope with an honest 4xx, and says nothing of the framework. */
function expectEnvelope(reply: { statusCode: number; body: string; headers: Record<string, unknown> }, probe: string, status?: number) {
  const what = `${probe} → ${reply.statusCode} ${reply.body.slice(0, 200)}`;
  expect(reply.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(reply.statusCode, what).toBeLessThan(500);
  if (status) expect(reply.statusCode, what).toBe(status);
  expect(String(reply.headers['content-type']), what).toMatch(/^application\/json/);
  const body = JSON.parse(reply.body) as Record<string, unknown>;
  expect(Object.keys(body).sort(), what).toEqual(ENVELOPE_KEYS);
  expect(body, what).toMatchObject({ success: false, code: reply.statusCode, result: null });
  expect(reply.body, what).not.toMatch(/FST_|fastify|not a valid url component/i);
}

/** A reply to a request the portal did not answer on purpose: an error envelope, or whatever the route says. */
function expectNoFailure(reply: { statusCode: number; body: string; headers: Record<string, unknown> }, probe: string) {
  expect(reply.statusCode, `${probe} → ${reply.statusCode} ${reply.body.slice(0, 200)}`).toBeLessThan(500);
  if (reply.statusCode >= 400) expectEnvelope(reply, probe);
}

async function send(probe: Probe) {
  return t.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: { 'x-forwarded-for': randomAddress(), ...probe.headers },
    payload: probe.payload,
  });
}

const withBody = (operation: Operation) => operation.method !== 'GET';
/** The cXML door answers every document in cXML: its own hostile and malformed documents are swept below. */
const withJsonBody = (operation: Operation) => withBody(operation) && !operation.xmlBody;

describe('malformed input on every operation (S22)', () => {
  it('answers a malformed escape or an over-long segment in the path with the envelope', async () => {
    for (const operation of operations) {
      const hasParameter = operation.path.includes('{');
      const broken = hasParameter ? urlOf(operation, () => `a${BAD_ESCAPE}`) : `${operation.path}${BAD_ESCAPE}`;
      const language = operation.path.length % 2 === 0 ? 'en' : 'ja';
      const reply = await send({ method: operation.method, url: broken, headers: { 'accept-language': language } });
      expectEnvelope(reply, `${operation.method} ${broken}`, 400);
      expect(reply.json().message).toBe(translate(language, 'errors', 'badRequest'));
      expect(reply.body).not.toContain(BAD_ESCAPE);
      if (hasParameter)
        expectEnvelope(await send({ method: operation.method, url: urlOf(operation, () => 'x'.repeat(300)) }), `${operation.method} long ${operation.path}`);
    }
  });

  it('answers broken, empty, oversized, poisoned, deeply nested and foreign bodies with the envelope', async () => {
    const json = { 'content-type': 'application/json' };
    const bodies: [string, Omit<Probe, 'method' | 'url'>, number?][] = [
      ['broken JSON', { headers: json, payload: '{"username":' }, 400],
      ['empty JSON', { headers: json, payload: '' }, 400],
      ['oversized', { headers: json, payload: `{"a":"${'x'.repeat(1_048_576)}"}` }, 413],
      ['prototype poisoning', { headers: json, payload: '{"__proto__":{"admin":true}}' }, 400],
      ['deeply nested', { headers: json, payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` }],
      ['a list for an object', { headers: json, payload: '[1,2,3]' }],
      ['XML', { headers: { 'content-type': 'application/xml' }, payload: '<a/>' }, 415],
      ['an unknown charset', { headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' }],
      ['a broken multipart form', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' }],
    ];
    for (const operation of operations.filter(withJsonBody)) {
      const url = urlOf(operation);
      for (const [name, body, status] of bodies) {
        const reply = await send({ method: operation.method, url, ...body });
        // What is wrong only for some routes (a list where one wants an object) may suit a route that reads no body.
        if (status) expectEnvelope(reply, `${operation.method} ${url} ${name}`, status);
        else expectNoFailure(reply, `${operation.method} ${url} ${name}`);
      }
    }
  });

  it('answers broken, empty, hostile and oversized documents at a cXML door with an honest 4xx in cXML or the envelope', async () => {
    const xml = { 'content-type': 'text/xml' };
    const documents: [string, string, number][] = [
      ['broken', '<cXML><Header>', 400],
      ['empty', '', 400],
      ['JSON', '{"a":1}', 400],
      ['an external entity', '<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]><cXML>&x;</cXML>', 400],
    ];
    const doors = operations.filter((operation) => operation.xmlBody);
    expect(doors.length).toBeGreaterThan(0);
    for (const operation of doors) {
      for (const [name, payload, status] of documents) {
        const reply = await send({ method: operation.method, url: urlOf(operation), headers: xml, payload });
        expect(reply.statusCode, `${operation.path} ${name}`).toBe(status);
        expect(reply.headers['content-type'], `${operation.path} ${name}`).toMatch(/^text\/xml/);
        expect(reply.body, `${operation.path} ${name}`).toContain(`<Status code="${status}"`);
      }
      expectEnvelope(
        await send({ method: operation.method, url: urlOf(operation), headers: xml, payload: `<cXML>${'x'.repeat(3 * 1_048_576)}</cXML>` }),
        `${operation.path} oversized`,
        413,
      );
    }
  });

  it('never fails on odd query strings: malformed escapes, repeated and very long values', async () => {
    for (const operation of operations) {
      const names = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      for (const query of [
        names.map((name) => `${name}=${BAD_ESCAPE}`).join('&'),
        names.map((name) => `${name}=a&${name}=b`).join('&'),
        names.map((name) => `${name}=${'z'.repeat(5000)}`).join('&'),
        `${BAD_ESCAPE}=1&%=%&&=`,
      ]) {
        const url = `${urlOf(operation)}?${query}`;
        const reply = await send({ method: operation.method, url });
        if (reply.headers['content-type']?.toString().startsWith('application/json')) expectNoFailure(reply, `${operation.method} ${url}`);
        else expect(reply.statusCode, `${operation.method} ${url}`).toBeLessThan(operation.xmlBody ? 500 : 400);
      }
    }
  });

  it('sends a malformed escape outside the API to the not-found page, never the framework', async () => {
    const reply = await send({ method: 'GET', url: `/product/${BAD_ESCAPE}` });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/404');
    expect(reply.body).toBe('');
  });
});

/** A raw request on a real socket: what Node itself refuses never reaches Fastify's routes. */
async function rawExchange(request: string): Promise<{ status: number; headers: string; body: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('requests Node cannot parse', () => {
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each([
    ['a NUL byte in a header', 'GET /jeecg-boot/health HTTP/1.1\r\nHost: x\r\nTime-Zone: a\u0000b\r\n\r\n', 400],
    ['a broken request line', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['headers over the size limit', `GET /jeecg-boot/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s with the envelope in the edition language', async (_name, request, status) => {
    const reply = await rawExchange(request);
    expect(reply.status).toBe(status);
    expect(reply.headers.toLowerCase()).toContain('content-type: application/json');
    expect(reply.headers.toLowerCase()).toContain('x-content-type-options: nosniff');
    const body = JSON.parse(reply.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(ENVELOPE_KEYS);
    expect(body).toMatchObject({ success: false, code: status, result: null, message: translate('zh', 'errors', 'badRequest') });
  });
});
