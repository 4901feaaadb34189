import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../support/accounts';
import { signInContext } from '../support/account-pages';
import { useBrowser } from '../support/browser';
import { waitForAppReady } from '../support/pages';

const { baseUrl, open } = useBrowser();

describe('content pages', () => {
  it('lists the news and opens an article with its neighbours', async () => {
    const { page, errors } = await open({ locale: 'en-US' });
    await page.goto('/News');
    await waitForAppReady(page, '[data-testid="news-item"]');
    expect(await page.title()).toMatch(/^News \| /);
    expect(await page.getByTestId('news-item').count()).toBeGreaterThanOrEqual(6);
    await page.getByRole('link', { name: 'Endotoxin testing upgraded to recombinant factor C' }).click();
    await page.waitForURL((url) => url.pathname === '/NewsDetails' && url.searchParams.get('id') === 'endotoxin-testing-upgrade');
    const article = page.getByTestId('news-article');
    await article.getByRole('heading', { name: 'Endotoxin testing upgraded to recombinant factor C' }).waitFor();
    expect(await article.locator('li').filter({ hasText: 'Purity' }).textContent()).toContain('SEC-HPLC');
    expect(await article.getByRole('link', { name: /Previous: New production site/ }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('finds news by keyword without scripts', async () => {
    const { page } = await open({ javaScriptEnabled: false, locale: 'en-US' });
    await page.goto('/News?keyword=AACR');
    expect(await page.getByTestId('news-item').count()).toBe(1);
    expect(await page.getByTestId('news-item').textContent()).toContain('Meet us at AACR 2026');
  });

  it('opens an FAQ answer', async () => {
    const { page } = await open({ locale: 'en-US' });
    await page.goto('/FAQ');
    await waitForAppReady(page, '[data-testid="faq-group"]');
    expect(await page.getByTestId('faq-group').count()).toBe(4);
    const answer = page.getByText('Unopened, keep it at 2–8 °C for up to six months');
    expect(await answer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'How should I store the antibody on arrival?' }).click();
    await answer.waitFor({ state: 'visible' });
  });

  it('renders /about on the server: its text and canonical link are in the HTML before any script', async () => {
    const response = await fetch(`${baseUrl}/about`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('</head>'), html.indexOf('<script'));
    expect(head).toContain('<title>About us | ');
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/about"/);
    expect(head).toMatch(/hreflang="ja"/i);
    expect(body).toContain('in vivo grade antibodies');
    expect(body).toContain('data-testid="content-page-about"');
  });

  it('serves the ordering manuals as PDF files', async () => {
    for (const file of ['/files/AbinvivoOrderSystemOperatingInstruction.pdf', '/files/Abinvivo_zh.pdf']) {
      const response = await fetch(`${baseUrl}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    const { page } = await open({ locale: 'en-US' });
    await page.goto('/Resource');
    expect(await page.getByTestId('resource-manual').locator('xpath=..').getAttribute('href')).toBe('/files/AbinvivoOrderSystemOperatingInstruction.pdf');
  });

  it('sends a visitor from /CustomServices to log in', async () => {
    const response = await fetch(`${baseUrl}/CustomServices`, { redirect: 'manual' });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get('location')).toContain('/user/login');
  });

  it('shows a signed-in customer the download centre with the manuals', async () => {
    const { context, page } = await open({ locale: 'en-US' });
    await signInContext(context, baseUrl, DEMO_USER);
    await page.goto('/DownloadCenter?kind=coa');
    await waitForAppReady(page, '[data-testid="download-manualEn"]');
    expect(await page.getByTestId('download-manualZh').getAttribute('href')).toBe('/files/Abinvivo_zh.pdf');
    expect(await page.getByRole('tab', { name: 'Certificates of analysis' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lets a signed-in customer send a custom-service request and see its number', async () => {
    const { context, page, errors } = await open({ locale: 'en-US' });
    await signInContext(context, baseUrl, DEMO_USER);
    await page.goto('/CustomServices');
    const form = page.getByTestId('service-request-form');
    await waitForAppReady(page, '[data-testid="service-request-form"]');
    await form.getByLabel('Service').click();
    await page.locator('.ant-select-item-option', { hasText: 'Biacore affinity testing' }).click();
    await form.getByLabel('Project name').fill('Kinetics of anti-TIGIT clones');
    await form.getByLabel('Project details').fill('Six purified clones, human TIGIT-Fc antigen, multi-cycle kinetics at 25 °C.');
    await form.getByLabel('Contact e-mail').fill('demo@example.com');
    await form.getByRole('button', { name: 'Send request' }).click();
    const number = page.getByTestId('service-request-no');
    await number.waitFor();
    const requestNo = /CS\d{14}/.exec((await number.textContent()) ?? '')?.[0];
    expect(requestNo).toBeDefined();
    expect(await page.getByTestId('service-request-list').textContent()).toContain(requestNo);
    expect(errors).toEqual([]);
  });
});
