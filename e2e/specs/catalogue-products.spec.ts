import type { Page } from '@playwright/test';
import { signInContext } from '../support/account-pages';
import { DEMO_USER } from '../support/accounts';
import { HomePage, PRODUCT, expectIslandsOnly, waitForAppReady } from '../support/pages';
import { baseUrl, expect, test } from '../support/test';

const ROW = '[data-testid="product-row"]';
const CATEGORY_SEC = '[data-testid="category-sec"]';
const PAGER = '[data-testid="list-pagination"]';

function rowAttribute(page: Page, name: string): Promise<(string | null)[]> {
  return page.locator(ROW).evaluateAll((rows, attribute) => rows.map((row) => row.getAttribute(attribute)), name);
}

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForAppReady(page, ROW);
}

/** A catalogue number of the isotype-control line, read from its server-rendered list. */
async function someCatalogNo(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/IsotypeControl?categorySec=V3`, { headers: { 'Accept-Language': 'en' } })).text();
  const found = /data-catalog-no="([^"]+)"/.exec(html)?.[1];
  if (!found) throw new Error('the isotype-control list rendered no rows');
  return found;
}

test.describe('product line pages', () => {
  test('filters /IsotypeControl by categorySec V3, then by a facet, and pages through the URL', async ({ open }) => {
    const { page, errors } = await open();
    await openList(page, '/IsotypeControl?pageSize=10');
    await expectIslandsOnly(page);
    await page.locator(`${CATEGORY_SEC} a[data-value="V3"]`).click();
    await page.waitForURL((url) => url.searchParams.get('categorySec') === 'V3');
    await waitForAppReady(page, ROW);
    await expect(page.locator(`${CATEGORY_SEC} a[aria-current="page"]`)).toHaveAttribute('data-value', 'V3');
    expect(new URL(page.url()).searchParams.get('pageSize')).toBe('10');
    const secs = await rowAttribute(page, 'data-category-sec');
    expect(secs.length).toBeGreaterThan(0);
    expect(new Set(secs)).toEqual(new Set(['V3']));

    const option = page.locator('[data-facet="isotype"] [data-testid="facet-option"]').first();
    const value = (await option.getAttribute('data-value')) ?? '';
    await expect(option).toHaveAttribute('aria-checked', 'false');
    const total = (await page.getByTestId('result-total').textContent()) ?? '';
    await option.click();
    await page.waitForURL((url) => url.searchParams.get('isotype') === value);
    await waitForAppReady(page, ROW);
    const checked = page.locator('[data-facet="isotype"] [role="checkbox"][aria-checked="true"]');
    await expect(checked).toHaveCount(1);
    await expect(checked).toHaveAttribute('data-value', value);
    await expect(page.getByTestId('result-total')).not.toHaveText(total);
    expect(new URL(page.url()).searchParams.get('categorySec')).toBe('V3');
    await expect(page.locator(ROW)).not.toHaveCount(0);
    expect(new Set(await rowAttribute(page, 'data-category-sec'))).toEqual(new Set(['V3']));
    // Isotype values such as "Rat IgG1, κ" carry a comma of their own and still filter as one value.
    await expect.poll(async () => new Set(await page.locator(`${ROW} td:nth-child(4)`).allTextContents())).toEqual(new Set([value]));

    // Clearing the filters keeps the category.
    await page.getByTestId('clear-filters').click();
    await page.waitForURL((url) => !url.searchParams.has('isotype'));
    await waitForAppReady(page, ROW);
    expect(new URL(page.url()).searchParams.get('categorySec')).toBe('V3');
    await expect(page.getByTestId('result-total')).toHaveText(total);
    await expect(page.locator('[data-facet="isotype"] [aria-checked="true"]')).toHaveCount(0);

    await openList(page, '/IsotypeControl?pageSize=10');
    const firstPage = await rowAttribute(page, 'data-catalog-no');
    await page.locator(`${PAGER} li > a[data-page="2"]:not([rel])`).click();
    await page.waitForURL((url) => url.searchParams.get('pageNo') === '2');
    await waitForAppReady(page, ROW);
    await expect.poll(async () => (await rowAttribute(page, 'data-catalog-no'))[0]).not.toBe(firstPage[0]);
    await expect(page.locator(`${PAGER} a[aria-current="page"]`)).toHaveText('2');
    const secondPage = await rowAttribute(page, 'data-catalog-no');
    expect(secondPage.filter((no) => firstPage.includes(no))).toEqual([]);

    await page.locator(`${PAGER} a[rel="prev"]`).click();
    await page.waitForURL((url) => url.searchParams.get('pageNo') === '1');
    await waitForAppReady(page, ROW);
    expect(await rowAttribute(page, 'data-catalog-no')).toEqual(firstPage);
    await page.locator(`${PAGER} a[rel="next"]`).click();
    await page.waitForURL((url) => url.searchParams.get('pageNo') === '2');
    await waitForAppReady(page, ROW);
    expect(await rowAttribute(page, 'data-catalog-no')).toEqual(secondPage);

    // A new page size starts again at the first page.
    await page.getByTestId('page-size').selectOption({ label: '20 / page' });
    await page.waitForURL((url) => url.searchParams.get('pageSize') === '20' && !url.searchParams.has('pageNo'));
    await waitForAppReady(page, ROW);
    const rows = await rowAttribute(page, 'data-catalog-no');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows.slice(0, 20)).toEqual([...firstPage, ...secondPage].slice(0, rows.length));
    expect(errors).toEqual([]);
  });

  test('sorts a line with the sort select', async ({ open }) => {
    const { page, errors } = await open();
    await openList(page, '/IsotypeControl?pageSize=10');
    await expectIslandsOnly(page);
    const sort = page.getByTestId('sort-select');
    await sort.selectOption({ label: 'Catalogue number' });
    await page.waitForURL((url) => url.searchParams.get('column') === 'catalogNo' && url.searchParams.get('order') === 'asc');
    await waitForAppReady(page, ROW);
    const byCatalogNo = await rowAttribute(page, 'data-catalog-no');

    await page.getByTestId('sort-select').selectOption({ label: 'Price: high to low' });
    await page.waitForURL((url) => url.searchParams.get('column') === 'price' && url.searchParams.get('order') === 'desc');
    await waitForAppReady(page, ROW);
    expect(await rowAttribute(page, 'data-catalog-no')).not.toEqual(byCatalogNo);
    const prices = (await page.locator(`${ROW} td:nth-child(6)`).allTextContents()).flatMap((text) => {
      const shown = /\d[\d,]*(\.\d+)?/.exec(text)?.[0];
      return shown ? [Number(shown.replaceAll(',', ''))] : [];
    });
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(page.locator('[data-testid="sort-select"] option:checked')).toHaveText('Price: high to low');
    expect(errors).toEqual([]);
  });

  test('answers a bad filter value with a translated error state, not a crash', async () => {
    const response = await fetch(`${baseUrl}/IsotypeControl?column=bogus`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('data-testid="catalog-error"');
    expect(html).toContain('Reset filters');
  });

  test('opens a product from the list', async ({ open }) => {
    const { page } = await open();
    await openList(page, '/IsotypeControl?categorySec=V3');
    const catalogNo = (await page.locator(ROW).first().getAttribute('data-catalog-no')) ?? '';
    expect(catalogNo).not.toBe('');
    await page.locator(`${ROW} [data-testid="product-link"]`).first().click();
    await page.waitForURL((url) => url.pathname === '/product/detailCommon' && url.searchParams.get('catalogNo') === catalogNo);
    await expect(page.getByTestId('spec-table')).toBeVisible();
    await expect(page.getByTestId('product-catalog-no')).toContainText(catalogNo);
  });

  test('fits a 390 px phone without sideways scrolling', async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    await page.goto(`/product/detailCommon?catalogNo=${encodeURIComponent(await someCatalogNo())}`);
    await expect(page.getByTestId('spec-table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('home page', () => {
  test('is sent to a visitor without the React app, its line cards leading to the lines', async ({ open }) => {
    const { page, errors } = await open();
    await page.goto('/abinvivo/Home');
    await waitForAppReady(page, '[data-testid="line-card"]');
    await expectIslandsOnly(page);
    await expect(page.getByTestId('product-card')).not.toHaveCount(0);
    await page.locator('[data-testid="line-card"] a[href="/IsotypeControl?categorySec=V3"]').click();
    await page.waitForURL((url) => url.pathname === '/IsotypeControl' && url.searchParams.get('categorySec') === 'V3');
    await waitForAppReady(page, ROW);
    expect(new Set(await rowAttribute(page, 'data-category-sec'))).toEqual(new Set(['V3']));
    expect(errors).toEqual([]);
  });
});

test.describe('product page', () => {
  test('sends the spec table and Product JSON-LD with offers in the raw HTML', async () => {
    const catalogNo = await someCatalogNo();
    const response = await fetch(`${baseUrl}/product/detailCommon?catalogNo=${encodeURIComponent(catalogNo)}&utm_source=mail`, {
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).toContain('data-testid="spec-table"');
    expect(html).toContain('data-spec="catalogNo"');
    expect(html).toMatch(/<tr data-spec="isotype"><th scope="row">Isotype<\/th>/);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/product/detailCommon\\?catalogNo=${catalogNo}"`));
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeTruthy();
    const product = JSON.parse(jsonLd ?? '{}') as { '@type': string; sku: string; offers: { price: string; priceCurrency: string; availability: string }[] };
    expect(product['@type']).toBe('Product');
    expect(product.sku).toBe(catalogNo);
    expect(product.offers.length).toBeGreaterThan(0);
    for (const offer of product.offers) {
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(['USD', 'CNY']).toContain(offer.priceCurrency);
      expect(offer.availability).toBe('https://schema.org/InStock');
    }
  });

  test('suggests packs for a study and asks for a quote for a huge one', async ({ open }) => {
    const catalogNo = await someCatalogNo();
    const { page } = await open();
    await page.goto(`/product/detailCommon?catalogNo=${encodeURIComponent(catalogNo)}`);
    await waitForAppReady(page, '[data-testid="dose-calculator"]');
    const fill = async (field: string, value: string) => {
      await page.locator(`#dose-${field}`).fill(value);
      await page.locator(`#dose-${field}`).blur();
    };
    await fill('doseMgPerKg', '10');
    await fill('animalWeightG', '20');
    await fill('animals', '5');
    await fill('doses', '2');
    await expect(page.getByTestId('dose-total')).toHaveText('2 mg');
    await expect(page.locator('[data-testid="dose-packs"] li')).not.toHaveCount(0);
    await expect(page.getByTestId('dose-price')).toHaveText(/\d/);

    await fill('animals', '5000');
    await fill('doses', '100');
    await expect(page.getByTestId('dose-quote')).toBeVisible();
    await expect(page.locator('[data-testid="dose-quote"] a[href="/CustomServices"]')).toHaveCount(1);
    await expect(page.getByTestId('dose-packs')).toHaveCount(0);

    // The address keeps the study, so a reload or a shared link shows the same result.
    await expect.poll(() => new URL(page.url()).searchParams.get('animals')).toBe('5000');
    expect(new URL(page.url()).searchParams.get('doses')).toBe('100');
    await page.reload();
    await expect(page.getByTestId('dose-quote')).toBeVisible();
    await expect(page.locator('#dose-animals')).toHaveValue('5000');
  });

  test('is translated when the language changes', async ({ open }) => {
    const catalogNo = await someCatalogNo();
    const { page } = await open();
    const home = new HomePage(page);
    await page.goto(`/product/detailCommon?catalogNo=${encodeURIComponent(catalogNo)}&lang=zh`);
    await expect(page.getByTestId('spec-table')).toBeVisible();
    await expect(page.locator('[data-testid="spec-table"] th').first()).toHaveText('货号');

    await home.chooseLanguage('English');
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    await expect(page.getByTestId('spec-table')).toBeVisible();
    await expect(page.locator('[data-testid="spec-table"] th').first()).toHaveText('Cat. No.');
    await expect(page.locator('h2', { hasText: 'Specifications' })).toHaveCount(1);

    await page.goto(`/product/detailCommon?catalogNo=${encodeURIComponent(catalogNo)}&lang=ja`);
    await expect(page.getByTestId('spec-table')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^ja/);
    await expect(page.locator('[data-testid="spec-table"] th').first()).toHaveText('カタログ番号');
    await expect(page.locator('h2', { hasText: '仕様' })).toHaveCount(1);
  });

  test('answers an unknown catalogue number with a 404 page', async () => {
    const response = await fetch(`${baseUrl}/product/detailCommon?catalogNo=NO-SUCH-0000`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-testid="product-not-found"');
  });

  test('refuses a bio-detail path without a `-product` segment', async () => {
    const response = await fetch(`${baseUrl}/CellLine/bio-detail?catalogNo=x`, { redirect: 'manual' });
    expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe('/404');
    const common = await fetch(`${baseUrl}/CellLine/bio-detailCommon?catalogNo=x`, { redirect: 'manual' });
    expect(new URL(common.headers.get('location') ?? '', baseUrl).pathname).toBe('/404');
  });

  test('serves both `{product}-product` pages with the spec table and the product page as canonical', async () => {
    const catalogNo = await someCatalogNo();
    for (const path of ['/CellLine-product/bio-detail', '/CellLine-product/bio-detailCommon']) {
      const response = await fetch(`${baseUrl}${path}?catalogNo=${encodeURIComponent(catalogNo)}`, { headers: { 'Accept-Language': 'en' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-testid="spec-table"');
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/product\/detailCommon\?catalogNo=/);
    }
  });
});

test.describe('search', () => {
  test('ranks an exact catalogue number first and marks it', async ({ open }) => {
    const catalogNo = await someCatalogNo();
    const { page } = await open();
    await openList(page, `/Search?categoryId=0&seachValue=${encodeURIComponent(catalogNo)}&timestamp=1`);
    await expect(page.locator(ROW).first()).toHaveAttribute('data-catalog-no', catalogNo);
    await expect(page.locator(`${ROW} mark`).first()).toHaveText(new RegExp(catalogNo, 'i'));
  });

  test('finds a product despite a typo', async ({ open }) => {
    const { page } = await open();
    await openList(page, '/Search?categoryId=0&seachValue=Pembrolizumb&timestamp=1');
    await expect(page.locator(ROW).filter({ hasText: PRODUCT.en })).not.toHaveCount(0);
  });

  test('warns when the query is shorter than three characters', async ({ open }) => {
    const { page } = await open();
    await page.goto('/Search?categoryId=0&seachValue=ab&timestamp=1');
    const warning = page.getByTestId('search-too-short');
    await expect(warning).toContainText('Please enter at least three characters to query！');
    await page.goto('/Search?categoryId=0&seachValue=ab&timestamp=1&lang=zh');
    await expect(page.getByTestId('search-too-short')).toContainText('请输入至少三个字符进行查询！');
  });

  test('refines the search on the results page, warning below three characters', async ({ open }) => {
    const { page, errors } = await open();
    await openList(page, '/Search?categoryId=0&seachValue=Pembrolizumb&timestamp=1');
    await expectIslandsOnly(page);
    const input = page.getByTestId('search-page-input');
    await expect(input).toHaveValue('Pembrolizumb');
    await input.fill('ab');
    await input.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Please enter at least three characters to query！');
    expect(new URL(page.url()).searchParams.get('seachValue')).toBe('Pembrolizumb');

    await input.fill('Pembrolizumab');
    await page.locator('[data-testid="search-page-form"] button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('seachValue') === 'Pembrolizumab');
    const url = new URL(page.url());
    expect(url.searchParams.get('categoryId')).toBe('0');
    expect(url.searchParams.get('timestamp')).not.toBe('1');
    await waitForAppReady(page, ROW);
    await expect(page.locator(ROW).filter({ hasText: PRODUCT.en })).not.toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('counts the matches of each product line and narrows the search to one', async ({ open }) => {
    const { page, errors } = await open();
    await openList(page, '/Search?categoryId=0&seachValue=PD-1');
    const counts = page.getByTestId('search-line-counts');
    await expect(counts.locator('[aria-current="page"]')).toHaveText(/^All lines \([\d,]+\)$/);
    const antiMouse = counts.getByRole('link', { name: /^Anti-mouse antibodies/ });
    const count = (await antiMouse.textContent())?.match(/\(([\d,]+)\)$/)?.[1]?.replace(/,/g, '');
    await antiMouse.click();
    await page.waitForURL((url) => url.searchParams.get('line') === 'anti-mouse');
    await expect(page.getByTestId('search-total')).toHaveText(`${count} products found for “PD-1”`);
    await expect(counts.locator('[aria-current="page"]')).toHaveText(new RegExp(`\\(${count}\\)$`));
    expect(errors).toEqual([]);
  });

  test('answers a query of only punctuation or emoji with no results, never an error page', async ({ open }) => {
    for (const query of ['___', '???', '%%%', '& &', '\u{1F9EA}\u{1F9EA}\u{1F9EA}']) {
      const response = await fetch(`${baseUrl}/Search?categoryId=0&seachValue=${encodeURIComponent(query)}`, { headers: { 'Accept-Language': 'en' } });
      expect(response.status, query).toBe(200);
      expect(await response.text(), query).toMatch(/data-testid="search-total"[^>]*>0 /);
    }
    const { page, errors } = await open();
    await page.goto('/Search?seachValue=___');
    await expect(page.getByText('No products match.', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("answers a NUL character in the query with the error state in the visitor's language", async () => {
    const search = await fetch(`${baseUrl}/Search?categoryId=0&seachValue=a%00bcd`, { headers: { 'Accept-Language': 'es' } });
    expect(search.status).toBe(400);
    expect(await search.text()).toContain('seachValue: contiene un carácter no permitido');
    const product = await fetch(`${baseUrl}/product/detailCommon?catalogNo=a%00b`, { headers: { 'Accept-Language': 'en' } });
    expect(product.status).toBeLessThan(500);
  });

  test('serves /CellLine-Search within the cell-line line', async () => {
    const response = await fetch(`${baseUrl}/CellLine-Search?seachValue=cell&timestamp=1`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Searching in Cell lines');
    expect(html).toContain('data-testid="search-page-input"');
    expect(html).not.toContain('href="/product/detailCommon?');
  });

  test('sends unknown single segments to /404', async ({ open }) => {
    const unknownSearch = await fetch(`${baseUrl}/foo-Search`, { redirect: 'manual' });
    expect(new URL(unknownSearch.headers.get('location') ?? '', baseUrl).pathname).toBe('/404');

    const { page, context } = await open();
    await signInContext(context, baseUrl, DEMO_USER);
    await page.goto('/foo-Bar');
    await page.waitForURL((url) => url.pathname === '/404');
  });
});

test.describe('signed-in catalogue pages', () => {
  test('filters, sorts and pages a line page hydrated for a signed-in user', async ({ open }) => {
    const { page, context, errors } = await open();
    await signInContext(context, baseUrl, DEMO_USER);
    await openList(page, '/IsotypeControl?categorySec=V3&pageSize=10');
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'app');
    // The hydrated app follows the facet and pager links itself: the document stays the same.
    await page.evaluate(() => {
      document.documentElement.dataset.e2eDocument = 'before';
    });
    const sameDocument = () => page.evaluate(() => document.documentElement.dataset.e2eDocument === 'before');
    const option = page.locator('[data-facet="isotype"] [data-testid="facet-option"]').first();
    const value = (await option.getAttribute('data-value')) ?? '';
    await option.click();
    await page.waitForURL((url) => url.searchParams.get('isotype') === value);
    expect(await sameDocument()).toBe(true);
    await expect(page.locator('[data-facet="isotype"] [aria-checked="true"]')).toHaveAttribute('data-value', value);
    await expect.poll(async () => new Set(await page.locator(`${ROW} td:nth-child(4)`).allTextContents())).toEqual(new Set([value]));

    await openList(page, '/IsotypeControl?pageSize=10');
    const firstPage = await rowAttribute(page, 'data-catalog-no');
    await page.evaluate(() => {
      document.documentElement.dataset.e2eDocument = 'before';
    });
    await page.locator(`${PAGER} a[rel="next"]`).click();
    await page.waitForURL((url) => url.searchParams.get('pageNo') === '2');
    await expect.poll(async () => (await rowAttribute(page, 'data-catalog-no'))[0]).not.toBe(firstPage[0]);
    expect(await sameDocument()).toBe(true);

    await page.getByTestId('sort-select').selectOption({ label: 'Price: high to low' });
    await page.waitForURL((url) => url.searchParams.get('column') === 'price' && !url.searchParams.has('pageNo'));
    await waitForAppReady(page, ROW);
    await expect(page.locator('[data-testid="sort-select"] option:checked')).toHaveText('Price: high to low');
    expect(errors).toEqual([]);
  });

  test('browses the antibody database by type and the quick order list with pack prices', async ({ open }) => {
    const { page, context } = await open();
    await signInContext(context, baseUrl, DEMO_USER);
    await openList(page, '/UmabsDB/all');
    await expect(page.locator(ROW)).not.toHaveCount(0);
    await openList(page, '/UmabsDB/IsotypeControl?categorySec=V3');
    expect(new Set(await rowAttribute(page, 'data-category-sec'))).toEqual(new Set(['V3']));

    await openList(page, '/abinvivoProduct');
    await page.locator(ROW).first().getByRole('button', { name: 'Expand row' }).click();
    await expect(page.locator('[data-testid="quick-order-packs"] tbody tr').first()).toBeVisible();
    await expect(page.locator('[data-testid="quick-order-packs"] tbody tr')).not.toHaveCount(0);
  });
});
