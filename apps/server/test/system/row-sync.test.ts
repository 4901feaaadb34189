import { ROW_SYNC_SESSION_ENDED } from '@portal/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createCustomer, loginToken } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';

const cleanup: (() => Promise<unknown>)[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
  await t.close();
});

function socketUrl(app: TestApp, userId: string, pageId: string): string {
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}/jeecg-boot/vxeSocket/${userId}/${pageId}`;
}

type Page = { socket: WebSocket; frames: unknown[] };

/** Opens a page's socket as the browser does: the session token as the sub-protocol. */
function openPage(app: TestApp, userId: string, pageId: string, token: string | null): Promise<Page> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(app, userId, pageId), token ? [token] : []);
    const frames: unknown[] = [];
    socket.on('message', (raw) => frames.push(JSON.parse(String(raw))));
    socket.once('open', () => {
      cleanup.push(async () => socket.close());
      resolve({ socket, frames });
    });
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

async function signedIn(app = t) {
  const user = await createCustomer(app);
  return { id: user.customer.id, token: await loginToken(app, user.username, user.password) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const update = (socketKey: string, args: unknown) => JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args } });

describe('/vxeSocket/{userId}/{pageId}', () => {
  it('echoes the token as the sub-protocol and answers heartbeats', async () => {
    const user = await signedIn();
    const page = await openPage(t, user.id, 'page-1', user.token);
    expect(page.socket.protocol).toBe(user.token);
    page.socket.send(JSON.stringify({ type: 'heart_beat', data: 'ping' }));
    await expect.poll(() => page.frames).toEqual([{ type: 'heart_beat', data: true }]);
  });

  it('closes the socket at the next heartbeat once the session has ended', async () => {
    const user = await signedIn();
    const page = await openPage(t, user.id, 'page-1', user.token);
    const closed = new Promise<number>((resolve) => page.socket.once('close', (code) => resolve(code)));
    await t.app.inject({ method: 'POST', url: '/jeecg-boot/by-order-client/customer/logout', headers: { 'x-access-token': user.token } });
    page.socket.send(JSON.stringify({ type: 'heart_beat' }));
    expect(await closed).toBe(ROW_SYNC_SESSION_ENDED);
    expect(page.frames).toEqual([]);
  });

  it("refuses a missing or unknown token, and another user's channel", async () => {
    const user = await signedIn();
    const other = await signedIn();
    await expect(openPage(t, user.id, 'p', null)).rejects.toThrow('HTTP 401');
    await expect(openPage(t, user.id, 'p', 'not-a-session')).rejects.toThrow('HTTP 401');
    await expect(openPage(t, other.id, 'p', user.token)).rejects.toThrow('HTTP 403');
  });

  it("relays a row update to the user's other pages, not back to the sender nor to anyone else", async () => {
    const user = await signedIn();
    const stranger = await signedIn();
    const sender = await openPage(t, user.id, 'orders-1', user.token);
    const sibling = await openPage(t, user.id, 'orders-2', user.token);
    const elsewhere = await openPage(t, stranger.id, 'orders-3', stranger.token);

    sender.socket.send(update('order-lines', { id: 'row-7', quantity: 3 }));
    await expect.poll(() => sibling.frames).toEqual([{ type: 'update_vxe_table', data: { socketKey: 'order-lines', args: { id: 'row-7', quantity: 3 } } }]);
    await settle();
    expect(sender.frames).toEqual([]);
    expect(elsewhere.frames).toEqual([]);
  });

  it('drops frames that are not JSON or not in the contract, and keeps the connection', async () => {
    const user = await signedIn();
    const sender = await openPage(t, user.id, 'a', user.token);
    const sibling = await openPage(t, user.id, 'b', user.token);
    for (const junk of ['not json', '{"type":"shutdown"}', JSON.stringify({ type: 'update_vxe_table', data: { socketKey: '' } }), '[]'])
      sender.socket.send(junk);
    await settle();
    expect(sibling.frames).toEqual([]);
    expect(sender.socket.readyState).toBe(WebSocket.OPEN);
    sender.socket.send(update('k', 1));
    await expect.poll(() => sibling.frames).toHaveLength(1);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('crosses instances through Redis', async () => {
    const redis = new Redis(redisUrl as string);
    const database = await openTestDatabase();
    const first = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, database, redis });
    const second = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, database, redis });
    cleanup.push(
      () => redis.quit(),
      () => database.close(),
      () => first.close(),
      () => second.close(),
    );
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signedIn(first);
    const onFirst = await openPage(first, user.id, 'p1', user.token);
    const onSecond = await openPage(second, user.id, 'p2', user.token);
    onFirst.socket.send(update('lines', { id: 1 }));
    await expect.poll(() => onSecond.frames).toEqual([{ type: 'update_vxe_table', data: { socketKey: 'lines', args: { id: 1 } } }]);
    await settle();
    expect(onFirst.frames).toEqual([]);
  });
});
