import { describe, expect, it } from 'vitest';
import { cartKindOf } from '../app/features/cart/api/cart-api';
import { loadCartCount } from '../app/features/cart/api/cart-count';
import { createApiClient } from '../app/lib/api-client';

function clientAnswering(reply: () => Response | Promise<Response>) {
  const urls: string[] = [];
  const client = createApiClient({
    basePath: '/jeecg-boot',
    fetch: async (url) => {
      urls.push(url);
      return reply();
    },
    token: () => 'token',
    tenantId: () => '0',
    timeZone: () => 'UTC',
    language: () => 'en',
    signingSecret: 'unit-test-signing-secret',
    now: () => 1,
  });
  return { client, urls };
}

const envelope = (status: number, result: unknown) =>
  new Response(JSON.stringify({ success: status === 200, message: '', code: status, result, timestamp: 1 }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('loadCartCount', () => {
  it('reads result.total of the animal-model cart, one page of 10', async () => {
    const { client, urls } = clientAnswering(() => envelope(200, { records: [], total: 7 }));
    expect(await loadCartCount(client, [cartKindOf(3)])).toBe(7);
    expect(urls).toEqual(['/jeecg-boot/by-abinvivo/abinvivo/byAbinvivoShoppingCart/list?pageSize=10&pageNo=1&_t=1']);
  });

  it('asks the plasmid cart for system type 2', async () => {
    const { client, urls } = clientAnswering(() => envelope(200, { total: 0 }));
    expect(await loadCartCount(client, [cartKindOf(2)])).toBe(0);
    expect(urls[0]).toContain('/by-order-client/order/cartlist?pageSize=10&pageNo=1&clientOrderType=plasmid');
  });

  it('adds the plasmid cart and the builder’s carrier cart of designs for the plasmid header', async () => {
    const { client, urls } = clientAnswering(() => envelope(200, { records: [], total: urls.length === 1 ? 2 : 3 }));
    expect(await loadCartCount(client, [cartKindOf(2), 'carrier'])).toBe(5);
    expect(urls[1]).toContain('/by-order-client/client/plasmidCarrier/cartList?pageSize=10&pageNo=1');
  });

  it('counts the carts it could read when another fails', async () => {
    let calls = 0;
    const { client } = clientAnswering(() => (calls++ === 0 ? envelope(404, null) : envelope(200, { total: 4 })));
    expect(await loadCartCount(client, [cartKindOf(2), 'carrier'])).toBe(4);
  });

  it('shows nothing when the cart cannot be read or answers nonsense', async () => {
    expect(await loadCartCount(clientAnswering(() => envelope(404, null)).client, [cartKindOf(3)])).toBeNull();
    expect(await loadCartCount(clientAnswering(() => Promise.reject(new Error('offline'))).client, [cartKindOf(1)])).toBeNull();
    expect(await loadCartCount(clientAnswering(() => envelope(200, { total: '3' })).client, [cartKindOf(3)])).toBeNull();
    expect(await loadCartCount(clientAnswering(() => envelope(200, null)).client, [cartKindOf(3)])).toBeNull();
  });
});
