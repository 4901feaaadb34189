import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { ORDER, type Pack, ordersApp, placedInquiry, signedInClient, somePacks } from './orders-helpers.js';

let t: TestApp;
let packs: Pack[];
beforeAll(async () => {
  t = await ordersApp();
  packs = await somePacks(t, 1);
});
afterAll(() => t.close());

describe("a customer's order lists", () => {
  it("narrow to one cart's orders, as the plasmid shop's order list asks", async () => {
    const client = await signedInClient(t);
    const product = await placedInquiry(client, packs);
    const reply = await client.call('POST', `${ORDER}/inquiry/add`, {
      orderType: 'sequence',
      cart: 'plasmid',
      addressId: client.addressId,
      contactPhone: 'NA',
      agreement: true,
      lines: [{ proteinName: 'Anti-HER2 scFv', scale: 2, sequence1: 'EVQLVESGGGLVQPGGSLRLSCAAS' }],
    });
    const plasmid = reply.json().result.id as string;
    const ids = async (query: string) =>
      ((await client.call('GET', `${ORDER}/list${query}`)).json().result.records as { id: string }[]).map((order) => order.id);
    expect(await ids('?cart=plasmid')).toEqual([plasmid]);
    expect(await ids('?cart=abinvivo')).toEqual([product]);
    expect((await ids('')).sort()).toEqual([plasmid, product].sort());
    expect((await client.call('GET', `${ORDER}/list?cart=elsewhere`)).statusCode).toBe(400);
  });
});
