import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageCache, changesPublicPages } from '../src/plugins/page-cache.js';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers, protocol: 'https', host: 'shop.example' }) as unknown as FastifyRequest;
const page = (html: string, nonce: string) => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], html, nonce });

describe('the public page cache', () => {
  // Which pages are stored is the renderer's to say (the page table's public pages, end-to-end in content-pages and
  // ssr-home); the key only keeps a session's request, or a write, away from the store.
  it("keys a visitor's page by address and language signals, and never a request with a session or a write", () => {
    const cache = new PageCache();
    expect(cache.keyOf(request('/product/detailCommon?catalogNo=AB1'))).toBe('https://shop.example/product/detailCommon?catalogNo=AB1||');
    expect(cache.keyOf(request('/Biosimilar', { cookie: 'lang=zh', 'accept-language': 'en-US' }))).toBe('https://shop.example/Biosimilar|zh|en-US');
    expect(cache.keyOf(request('/Biosimilar', { cookie: 'lang=en; access_token=abc' }))).toBeNull();
    expect(cache.keyOf(request('/Biosimilar', { cookie: 'staff_token=abc' }))).toBeNull();
    expect(cache.keyOf(request('/Biosimilar', {}, 'POST'))).toBeNull();
  });

  it("gives a kept page back with the new request's nonce, until it is too old or the store is emptied", () => {
    let now = 0;
    const cache = new PageCache(() => now);
    cache.store('a', page('<script nonce="OLD">x</script><script nonce="OLD">y</script>', 'OLD'));
    expect(cache.read('a', 'NEW')?.html).toBe('<script nonce="NEW">x</script><script nonce="NEW">y</script>');
    now = 30_001;
    expect(cache.read('a', 'NEW')).toBeNull();
    cache.store('b', page('b', 'n'));
    cache.clear();
    expect(cache.read('b', 'n')).toBeNull();
  });

  it('makes room by dropping the oldest pages, and never keeps more HTML than it may', () => {
    const cache = new PageCache(() => 0, 10);
    cache.store('a', page('aaaa', 'n'));
    cache.store('b', page('bbbb', 'n'));
    cache.store('a', page('AAAA', 'n'));
    cache.store('c', page('cccc', 'n'));
    expect(cache.read('b', 'n')).toBeNull();
    expect(cache.read('a', 'n')?.html).toBe('AAAA');
    expect(cache.read('c', 'n')?.html).toBe('cccc');
    cache.store('huge', page('x'.repeat(11), 'n'));
    expect(cache.read('huge', 'n')).toBeNull();
    expect(cache.read('c', 'n')?.html).toBe('cccc');
  });

  it('is emptied by a successful staff write only, not by a customer signing in or filling a cart', () => {
    const staff = { id: 'staff-1' };
    const finished = (method: string, who: object | null) => ({ method, staff: who }) as unknown as FastifyRequest;
    expect(changesPublicPages(finished('POST', staff), 200)).toBe(true);
    expect(changesPublicPages(finished('DELETE', staff), 204)).toBe(true);
    expect(changesPublicPages(finished('POST', staff), 400)).toBe(false);
    expect(changesPublicPages(finished('GET', staff), 200)).toBe(false);
    expect(changesPublicPages(finished('POST', null), 200)).toBe(false);
    expect(changesPublicPages(finished('PUT', null), 200)).toBe(false);
  });
});
