import { describe, expect, it } from 'vitest';
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
    expect(await loadCartCount(client, 3)).toBe(7);
    expect(urls).toEqual(['/jeecg-boot/by-abinvivo/abinvivo/byAbinvivoShoppingCart/list?pageSize=10&pageNo=1&_t=1']);
  });

  it('asks the plasmid cart for system type 2', async () => {
    const { client, urls } = clientAnswering(() => envelope(200, { total: 0 }));
    expect(await loadCartCount(client, 2)).toBe(0);
    expect(urls[0]).toContain('/by-order-client/order/cartlist?pageSize=10&pageNo=1&clientOrderType=plasmid');
  });

  it('shows nothing when the cart cannot be read or answers nonsense', async () => {
    expect(await loadCartCount(clientAnswering(() => envelope(404, null)).client, 3)).toBeNull();
    expect(await loadCartCount(clientAnswering(() => Promise.reject(new Error('offline'))).client, 1)).toBeNull();
    expect(await loadCartCount(clientAnswering(() => envelope(200, { total: '3' })).client, 3)).toBeNull();
    expect(await loadCartCount(clientAnswering(() => envelope(200, null)).client, 3)).toBeNull();
  });
});
