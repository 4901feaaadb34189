import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { API, CART, type Pack, ordersApp, signedInClient, somePacks } from './orders-helpers.js';

let t: TestApp;
let packs: Pack[];
beforeAll(async () => {
  t = await ordersApp();
  packs = await somePacks(t, 8);
});
afterAll(() => t.close());

describe('the catalogue cart', () => {
  it('asks a signed-out visitor to log in, on every cart call', async () => {
    for (const url of [`${CART}/list`, `${API}/by-order-client/order/cartlist`, `${API}/by-order-client/client/plasmidCarrier/cartList`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: `${CART}/add`, payload: {} })).statusCode).toBe(401);
  });

  it("adds a pack, raises the quantity when it is added again, and lists it with today's price and a link back", async () => {
    const client = await signedInClient(t);
    const [pack] = packs as [Pack];
    const first = await client.call('POST', `${CART}/add`, { catalogNo: pack.catalogNo.toLowerCase(), packId: pack.packId, quantity: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    await client.call('POST', `${CART}/add`, { catalogNo: pack.catalogNo, packId: pack.packId, quantity: 3 });
    const list = (await client.call('GET', `${CART}/list?pageSize=1000`)).json().result;
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ catalog: pack.catalogNo, packId: pack.packId, packLabel: pack.sizeLabel, quantity: 5, currency: 'USD' });
    expect(list.records[0].productPath).toContain(encodeURIComponent(pack.catalogNo));
    expect(list.records[0].projectName).not.toBe('');
  });

  it('counts lines for the header badge with a page of 10', async () => {
    const client = await signedInClient(t);
    for (const pack of packs.slice(0, 6)) await client.call('POST', `${CART}/add`, { catalogNo: pack.catalogNo, packId: pack.packId });
    const badge = (await client.call('GET', `${CART}/list?pageSize=10&pageNo=1`)).json().result;
    expect(badge.total).toBe(6);
    const standard = (await client.call('GET', `${API}/by-order-client/order/cartlist?pageSize=10&pageNo=1`)).json().result;
    expect(standard.total).toBe(0);
    const plasmid = (await client.call('GET', `${API}/by-order-client/order/cartlist?pageSize=10&pageNo=1&clientOrderType=plasmid`)).json().result;
    expect(plasmid.total).toBe(0);
  });

  it("refuses a pack that is not the product's own, an unknown product and a missing specification, in the visitor's language", async () => {
    const client = await signedInClient(t, 'zh');
    const [a] = packs as [Pack];
    const other = packs.find((pack) => pack.catalogNo !== a.catalogNo) as Pack;
    const wrongPack = await client.call('POST', `${CART}/add`, { catalogNo: a.catalogNo, packId: other.packId });
    expect(wrongPack.statusCode).toBe(400);
    expect(wrongPack.json().message).toBe(`所选规格不属于货号 ${a.catalogNo}。`);
    const unknown = await client.call('POST', `${CART}/add`, { catalogNo: 'NOPE-1', packId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json().message).toBe('货号 NOPE-1 不存在。');
    const missing = await client.call('POST', `${CART}/add`, { catalogNo: a.catalogNo });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('请选择规格。');
    const zero = await client.call('POST', `${CART}/add`, { catalogNo: a.catalogNo, packId: a.packId, quantity: 0 });
    expect(zero.json().message).toContain('请填写订购数量（至少 1）。');
    expect((await client.call('GET', `${CART}/list`)).json().result.total).toBe(0);
  });

  it('changes the quantity and the pack of a line, and removes lines', async () => {
    const client = await signedInClient(t);
    const [pack] = packs as [Pack];
    const sibling = packs.find((candidate) => candidate.catalogNo === pack.catalogNo && candidate.packId !== pack.packId);
    const line = (await client.call('POST', `${CART}/add`, { catalogNo: pack.catalogNo, packId: pack.packId })).json().result;
    const edited = await client.call('POST', `${CART}/edit`, { id: line.id, quantity: 7, ...(sibling ? { packId: sibling.packId } : {}) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toMatchObject({ quantity: 7, packId: sibling?.packId ?? pack.packId });
    const removed = await client.call('POST', `${CART}/deleteBatch`, { ids: [line.id] });
    expect(removed.json().result).toEqual({ removed: 1 });
    expect((await client.call('GET', `${CART}/list`)).json().result.total).toBe(0);
  });
});
