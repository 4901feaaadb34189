import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const { baseUrl, open } = useBrowser();

describe('unknown paths', () => {
  it('redirects an unknown path to /404', async () => {
    const raw = await fetch(`${baseUrl}/no/such/page`, { redirect: 'manual' });
    expect(raw.status).toBeGreaterThanOrEqual(300);
    expect(raw.status).toBeLessThan(400);
    expect(new URL(raw.headers.get('location') ?? '', baseUrl).pathname).toBe('/404');
  });

  it('shows the localized 404 page with HTTP status 404', async () => {
    const { page } = await open();
    const response = await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/404');
    expect(new URL(response?.url() ?? '').pathname).toBe('/404');
    expect(response?.status()).toBe(404);

    const result = page.locator('.ant-result-404');
    await result.waitFor();
    expect((await result.locator('.ant-result-title').textContent())?.trim()).toBe('404');
    expect((await result.locator('.ant-result-subtitle').textContent())?.trim()).toBe('Resource not found');
  });

  it('answers the /404 document itself with status 404', async () => {
    const response = await fetch(`${baseUrl}/404`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Resource not found');
  });
});
