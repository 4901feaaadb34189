import { DEMO_USER } from '../support/accounts';
import { signInContext } from '../support/account-pages';
import { chooseOption } from '../support/api';
import { appScriptRequests, expectScripts, LoginPage, waitForAppReady } from '../support/pages';
import { baseUrl, expect, test } from '../support/test';

test.describe('content pages', () => {
  test('lists the news and opens an article with its neighbours', async ({ open }) => {
    const { page, errors } = await open({ locale: 'en-US' });
    const appModules = appScriptRequests(page);
    await page.goto('/News');
    await waitForAppReady(page, '[data-testid="news-item"]');
    await expectScripts(page, 'islands');
    await expect(page).toHaveTitle(/^News \| /);
    await expect.poll(() => page.getByTestId('news-item').count()).toBeGreaterThanOrEqual(6);
    await page.getByRole('link', { name: 'Endotoxin testing upgraded to recombinant factor C' }).click();
    await page.waitForURL((url) => url.pathname === '/NewsDetails' && url.searchParams.get('id') === 'endotoxin-testing-upgrade');
    const article = page.getByTestId('news-article');
    await expect(article.getByRole('heading', { name: 'Endotoxin testing upgraded to recombinant factor C' })).toBeVisible();
    await expect(article.locator('li').filter({ hasText: 'Purity' })).toContainText('SEC-HPLC');
    await expect(article.getByRole('link', { name: /Previous: New production site/ })).toHaveCount(1);
    await expectScripts(page, 'islands');
    expect(appModules()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('pages through the news and searches it with links and a plain form, without the app', async ({ open }) => {
    const { page, errors } = await open({ locale: 'en-US' });
    const appModules = appScriptRequests(page);
    await page.goto('/News');
    await waitForAppReady(page, '[data-testid="news-item"]');
    await expectScripts(page, 'islands');
    const pager = page.getByTestId('page-links');
    await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    const firstPage = await page.getByTestId('news-item').allTextContents();
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/News' && url.searchParams.get('pageNo') === '2');
    await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    const secondPage = await page.getByTestId('news-item').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((item) => firstPage.includes(item))).toEqual([]);
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL((url) => url.pathname === '/News' && !url.searchParams.has('pageNo'));
    await expect(page.getByTestId('news-item')).toHaveText(firstPage);

    const search = page.getByTestId('news-search');
    await search.getByRole('searchbox', { name: 'Search news' }).fill('AACR');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/News' && url.searchParams.get('keyword') === 'AACR');
    await expect(page.getByTestId('news-item')).toHaveCount(1);
    await expect(page.getByTestId('news-item')).toContainText('Meet us at AACR 2026');
    await expect(search.getByRole('searchbox', { name: 'Search news' })).toHaveValue('AACR');
    await expect(page.getByTestId('page-links')).toHaveCount(0);
    expect(appModules()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('finds news by keyword without scripts', async ({ open }) => {
    const { page } = await open({ javaScriptEnabled: false, locale: 'en-US' });
    await page.goto('/News?keyword=AACR');
    await expect(page.getByTestId('news-item')).toHaveCount(1);
    await expect(page.getByTestId('news-item')).toContainText('Meet us at AACR 2026');
  });

  test('opens and closes an FAQ answer without the app', async ({ open }) => {
    const { page } = await open({ locale: 'en-US' });
    const appModules = appScriptRequests(page);
    await page.goto('/FAQ');
    await waitForAppReady(page, '[data-testid="faq-group"]');
    await expectScripts(page, 'islands');
    await expect(page.getByTestId('faq-group')).toHaveCount(4);
    const answer = page.getByText('Unopened, keep it at 2–8 °C for up to six months');
    await expect(answer).toBeHidden();
    const question = page.getByText('How should I store the antibody on arrival?', { exact: true });
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
    expect(appModules()).toEqual([]);
  });

  test('opens an FAQ answer for a signed-in customer, whose page hydrates', async ({ open }) => {
    const { context, page, errors } = await open({ locale: 'en-US' });
    const appModules = appScriptRequests(page);
    await signInContext(context, baseUrl, DEMO_USER);
    await page.goto('/FAQ');
    await waitForAppReady(page, '[data-testid="faq-group"]');
    await expectScripts(page, 'app');
    expect(appModules().length).toBeGreaterThan(0);
    const answer = page.getByText('Unopened, keep it at 2–8 °C for up to six months');
    const question = page.getByText('How should I store the antibody on arrival?', { exact: true });
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('moves through the about section by its menu links without the app', async ({ open }) => {
    const { page, errors } = await open({ locale: 'en-US' });
    await page.goto('/about');
    await waitForAppReady(page, '[data-testid="content-page-about"]');
    await expectScripts(page, 'islands');
    const menu = page.getByRole('navigation', { name: 'About us' });
    await expect(menu.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL((url) => url.pathname === '/ContactUs');
    await waitForAppReady(page, '[data-testid="content-page-contact"]');
    await expect(page.getByRole('navigation', { name: 'About us' }).getByRole('link', { name: 'Contact us' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Request a custom service' })).toHaveAttribute('href', '/CustomServices');
    expect(errors).toEqual([]);
  });

  test('renders /about on the server: its text and canonical link are in the HTML before any script', async () => {
    const response = await fetch(`${baseUrl}/about`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const headEnd = html.indexOf('</head>');
    const body = html.slice(headEnd, html.indexOf('<script', headEnd));
    expect(html).toContain('data-scripts="islands"');
    expect(head).toContain('<title>About us | ');
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/about"/);
    expect(head).toMatch(/hreflang="ja"/i);
    expect(body).toContain('in vivo grade antibodies');
    expect(body).toContain('data-testid="content-page-about"');
  });

  test('serves the ordering manuals as PDF files', async ({ open }) => {
    for (const file of ['/files/AbinvivoOrderSystemOperatingInstruction.pdf', '/files/Abinvivo_zh.pdf']) {
      const response = await fetch(`${baseUrl}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    const { page } = await open({ locale: 'en-US' });
    await page.goto('/Resource');
    await expect(page.getByTestId('resource-manual').locator('xpath=..')).toHaveAttribute('href', '/files/AbinvivoOrderSystemOperatingInstruction.pdf');
  });

  test('shows a visitor the custom services, and signing in from there comes back to the request form', async ({ open }) => {
    const { page, errors } = await open({ locale: 'en-US' });
    const response = await page.goto('/CustomServices');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === '/CustomServices');
    const invitation = page.getByTestId('service-request-sign-in');
    await waitForAppReady(page, '[data-testid="service-request-sign-in"]');
    await expectScripts(page, 'islands');
    await expect(invitation.getByText('Biacore affinity testing', { exact: true })).toBeVisible();
    await expect(page.getByTestId('service-request-form')).toHaveCount(0);
    await expect(page.getByTestId('service-request-list')).toHaveCount(0);
    await expect(invitation.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/user/register');

    // Made before the login page opens, so it sees the captcha that page asks for at once.
    const login = new LoginPage(page);
    await invitation.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login' && url.searchParams.get('redirect') === '/CustomServices');
    await login.signIn(DEMO_USER);
    await page.waitForURL((url) => url.pathname === '/CustomServices');
    await waitForAppReady(page, '[data-testid="service-request-form"]');
    expect(errors).toEqual([]);
  });

  test('leads a visitor from the footer to Service & Support, not to the login page', async ({ open }) => {
    const { page, errors } = await open({ locale: 'en-US' });
    await page.goto('/abinvivo/Home');
    await waitForAppReady(page, '[data-testid="catalogue-footer"]');
    await page.getByTestId('catalogue-footer').getByRole('link', { name: 'Service & Support' }).click();
    await page.waitForURL((url) => url.pathname === '/ServiceSupport');
    await waitForAppReady(page, '[data-testid="content-page-service-support"]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service and support');
    await expect(page.getByText('Technical support', { exact: true })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('lets a visitor browse the download centre and download a document', async ({ open }) => {
    const { page, errors } = await open({ locale: 'en-US' });
    await page.goto('/DownloadCenter?kind=datasheet');
    await waitForAppReady(page, '[data-testid="document-kinds"]');
    await expect(page).toHaveURL((url) => url.pathname === '/DownloadCenter');
    const link = page.getByTestId('document-link').first();
    await expect(link).toBeVisible();
    const file = await fetch(new URL((await link.getAttribute('href')) ?? '', baseUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(errors).toEqual([]);
  });

  test('keeps the public catalogue pages a visitor reaches from the footer and resources, as it keeps every public page', async () => {
    const products = (await (await fetch(`${baseUrl}/jeecg-boot/by-abinvivo/abinvivo/product/list?pageSize=1`)).json()) as {
      result: { records: { catalogNo: string }[] };
    };
    const catalogNo = products.result.records[0]?.catalogNo ?? '';
    for (const path of [
      '/ServiceSupport',
      '/DownloadCenter',
      '/CustomServices',
      '/TermsOfSale',
      `/ProductDetails?catalogNo=${encodeURIComponent(catalogNo)}`,
    ]) {
      const first = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(first.status, path).toBe(200);
      expect((await fetch(`${baseUrl}${path}`, { redirect: 'manual' })).headers.get('x-page-cache'), path).toBe('hit');
    }
    // A sign-in form and a signed-in page's redirect are never kept, whoever asks.
    for (const path of ['/user/login', '/abinvivoCart']) {
      await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      const again = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(again.headers.get('x-page-cache'), path).toBeNull();
      expect(again.headers.get('x-portal-public-page'), path).toBeNull();
    }
  });

  test('shows a signed-in customer the download centre with the manuals', async ({ open }) => {
    const { context, page } = await open({ locale: 'en-US' });
    await signInContext(context, baseUrl, DEMO_USER);
    await page.goto('/DownloadCenter?kind=coa');
    await waitForAppReady(page, '[data-testid="download-manualEn"]');
    await expect(page.getByTestId('download-manualZh')).toHaveAttribute('href', '/files/Abinvivo_zh.pdf');
    await expectScripts(page, 'app');
    await expect(page.getByTestId('document-kinds').getByRole('link', { name: 'Certificates of analysis' })).toHaveAttribute('aria-current', 'page');
  });

  test('keeps the download centre kind, filter and page in the address, so they work without any script', async ({ open }) => {
    const { context, page } = await open({ javaScriptEnabled: false, locale: 'en-US' });
    await signInContext(context, baseUrl, DEMO_USER);
    await page.goto('/DownloadCenter');
    const kinds = page.getByTestId('document-kinds');
    await expect(kinds.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await kinds.getByRole('link', { name: 'Certificates of analysis' }).click();
    await page.waitForURL((url) => url.pathname === '/DownloadCenter' && url.searchParams.get('kind') === 'coa');
    await expect(kinds.getByRole('link', { name: 'Certificates of analysis' })).toHaveAttribute('aria-current', 'page');
    const rows = page.locator('tbody').getByRole('row');
    await expect(rows).not.toHaveCount(0);
    // The kind is the second column.
    for (const row of await rows.all()) await expect(row.getByRole('cell').nth(1)).toHaveText('Certificates of analysis');

    const pager = page.getByTestId('page-links');
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'coa' && url.searchParams.get('pageNo') === '2');
    await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

    const title = (await page.getByTestId('document-link').first().textContent()) ?? '';
    const lotNo = /lot (\S+)/.exec(title)?.[1];
    expect(lotNo).toBeDefined();
    const filter = page.getByTestId('document-filter');
    await filter.getByRole('searchbox').fill(lotNo ?? '');
    await filter.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'coa' && url.searchParams.get('keyword') === lotNo && !url.searchParams.has('pageNo'));
    await expect(page.getByTestId('document-link')).not.toHaveCount(0);
    for (const link of await page.getByTestId('document-link').all()) await expect(link).toContainText(lotNo ?? '');
    await expect(filter.getByRole('searchbox')).toHaveValue(lotNo ?? '');
  });

  test('lets a signed-in customer send a custom-service request and see its number', async ({ open }) => {
    const { context, page, errors } = await open({ locale: 'en-US' });
    await signInContext(context, baseUrl, DEMO_USER);
    await page.goto('/CustomServices');
    const form = page.getByTestId('service-request-form');
    await waitForAppReady(page, '[data-testid="service-request-form"]');
    await expectScripts(page, 'app');
    await chooseOption(page, form, 'Service', 'Biacore affinity testing');
    await form.getByLabel('Project name').fill('Kinetics of anti-TIGIT clones');
    await form.getByLabel('Project details').fill('Six purified clones, human TIGIT-Fc antigen, multi-cycle kinetics at 25 °C.');
    await form.getByLabel('Contact e-mail').fill('demo@example.com');
    await form.getByRole('button', { name: 'Send request' }).click();
    const number = page.getByTestId('service-request-no');
    await expect(number).toBeVisible();
    const requestNo = /CS\d{14}/.exec((await number.textContent()) ?? '')?.[0];
    expect(requestNo).toBeDefined();
    await expect(page.getByTestId('service-request-list')).toContainText(requestNo ?? '');
    expect(errors).toEqual([]);
  });
});
