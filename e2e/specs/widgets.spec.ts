import type { Locator, Page } from '@playwright/test';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { GALLERY_STAFF, signInStaffContext } from '../support/staff';
import { expect, type Open, test } from '../support/test';

// A portal of its own with the gallery's staff member; every test opens the widget page in a staff session.
const baseUrl = usePortal({}, { staff: [GALLERY_STAFF] });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The widget page in a staff session; `before` runs before the page loads (to watch its first requests). */
async function gallery(open: Open, options: Parameters<typeof open>[0] = {}, before: (page: Page) => unknown = () => undefined) {
  const session = await open({ baseURL: baseUrl(), ...options });
  const token = await signInStaffContext(session.context, baseUrl(), GALLERY_STAFF);
  await before(session.page);
  await session.page.goto('/staff/gallery/widgets');
  await waitForAppReady(session.page, '[data-testid="section-slider"]');
  return { ...session, token };
}

const section = (page: Page, id: string) => page.getByTestId(`section-${id}`);
const message = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const openOptions = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const option = (page: Page, text: string) => openOptions(page).locator('.ant-select-item-option-content').getByText(text, { exact: true });
const chosen = (field: Locator) => field.locator('xpath=ancestor::div[contains(@class, "ant-select-content")]').getAttribute('title');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not on screen');
  return found;
}

test.describe('slider captcha', () => {
  test('goes back when let go early, verifies at the end of the track and stays verified (mouse)', async ({ open }) => {
    const { page, errors } = await gallery(open);
    const slider = page.getByTestId('slider-captcha');
    const handle = slider.getByRole('slider');
    const track = await box(slider);
    const start = await box(handle);
    const y = start.y + start.height / 2;

    await page.mouse.move(start.x + 5, y);
    await page.mouse.down();
    await page.mouse.move(start.x + 105, y, { steps: 5 });
    expect(await slider.getAttribute('data-state')).toBe('dragging');
    expect(Math.round((await box(handle)).x - start.x)).toBe(100);
    await page.mouse.up();
    expect(await slider.getAttribute('data-state')).toBe('idle');
    await expect.poll(async () => Math.round((await box(handle)).x)).toBe(Math.round(start.x));

    await page.mouse.move(start.x + 5, y);
    await page.mouse.down();
    await page.mouse.move(start.x + track.width + 50, y, { steps: 8 });
    expect(await slider.getAttribute('data-state')).toBe('verified');
    await page.mouse.up();
    expect(Math.round((await box(handle)).x + start.width)).toBe(Math.round(track.x + track.width));
    await slider.getByText('Verified').waitFor();
    expect(await page.getByTestId('slider-result').textContent()).toBe('Verified: the quote can be released.');

    await page.mouse.move(start.x + track.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(start.x, y, { steps: 4 });
    await page.mouse.up();
    expect(await slider.getAttribute('data-state')).toBe('verified');
    expect(errors).toEqual([]);
  });

  test('works with touch', async ({ open }) => {
    const { page, context, errors } = await gallery(open, { hasTouch: true });
    const slider = page.getByTestId('slider-captcha');
    const track = await box(slider);
    const start = await box(slider.getByRole('slider'));
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: start.y + start.height / 2 }] });

    await touch('touchStart', start.x + 10);
    await touch('touchMove', start.x + 60);
    expect(await slider.getAttribute('data-state')).toBe('dragging');
    await touch('touchEnd', start.x + 60);
    expect(await slider.getAttribute('data-state')).toBe('idle');
    await expect.poll(async () => Math.round((await box(slider.getByRole('slider'))).x)).toBe(Math.round(start.x));

    await touch('touchStart', start.x + 10);
    for (let x = start.x + 60; x < track.x + track.width + 40; x += 60) await touch('touchMove', x);
    await touch('touchEnd', track.x + track.width + 40);
    expect(await slider.getAttribute('data-state')).toBe('verified');
    expect(await page.getByTestId('slider-result').textContent()).toBe('Verified: the quote can be released.');
    expect(errors).toEqual([]);
  });
});

test.describe('dictionary widgets', () => {
  test('lists a dictionary from the server, or from the copy kept at login, and needs a code', async ({ open }) => {
    const requested: string[] = [];
    const { page, errors } = await gallery(open, {}, (page) =>
      page.on('request', (request) => {
        if (request.url().includes('/sys/dict/getDictItems/')) requested.push(request.url());
      }),
    );
    const dictionaries = section(page, 'dictionaries');

    await dictionaries.locator('#gallery-dict-select').click();
    await option(page, 'Ice pack').waitFor();
    expect(await openOptions(page).locator('.ant-select-item-option-content').allTextContents()).toEqual(['Dry ice', 'Ice pack']);
    expect(requested.at(-1)).toMatch(/\/sys\/dict\/getDictItems\/transport_condition$/);
    await page.keyboard.press('Escape');

    await dictionaries.getByLabel('Dictionary code').fill('');
    await dictionaries.getByRole('alert').filter({ hasText: 'dictionary code cannot be empty' }).waitFor();

    // The login reply's dictionaries, as the browser keeps them, are used without asking the server.
    await page.evaluate(() =>
      window.localStorage.setItem(
        'portal:dictionaries',
        JSON.stringify({
          value: JSON.stringify({ transport_condition: [{ value: 'ambient', text: 'Ambient', title: 'Ambient', label: 'Ambient' }] }),
          expiresAt: null,
        }),
      ),
    );
    await page.reload();
    await waitForAppReady(page, '[data-testid="section-slider"]');
    const calls = requested.length;
    await dictionaries.locator('#gallery-dict-select').click();
    await option(page, 'Ambient').waitFor();
    expect(requested.length).toBe(calls);
    expect(errors).toEqual([]);
  });

  test('searches the server once typing pauses: 300 ms in the dictionary search, 800 ms in the search select', async ({ open }) => {
    const { page, errors } = await gallery(open);
    const searches: Array<{ url: URL; at: number }> = [];
    page.on('request', (request) => {
      if (request.url().includes('/sys/dict/loadDict/')) searches.push({ url: new URL(request.url()), at: Date.now() });
    });

    const status = page.locator('#gallery-dict-search');
    await status.click();
    await openOptions(page).getByText('enter search content').waitFor();
    await status.pressSequentially('shi', { delay: 60 });
    // Taken before the last key goes: the search may leave no sooner than 300 ms after it, and is seen here later still.
    const lastKey = Date.now();
    await status.press('p');
    await option(page, 'Shipped').waitFor();
    expect(searches.map((search) => search.url.pathname.split('/').pop())).toEqual(['order_status']);
    expect(searches[0]?.url.searchParams.get('keyword')).toBe('ship');
    expect(searches[0]?.at ?? 0).toBeGreaterThanOrEqual(lastKey + 300);
    await status.fill('');
    await status.pressSequentially('zzz');
    await openOptions(page).getByText('no data found').waitFor();
    await status.fill('');
    await status.pressSequentially('ship');
    await option(page, 'Shipped').click();
    expect(await chosen(status)).toBe('Shipped');

    const before = searches.length;
    const payment = page.locator('#gallery-search-select');
    await payment.click();
    await payment.pressSequentially('pa');
    const lastPaymentKey = Date.now();
    await payment.press('y');
    await option(page, 'WeChat Pay').waitFor();
    const paymentSearches = searches.slice(before);
    expect(paymentSearches.map((search) => search.url.pathname)).toEqual([expect.stringMatching(/\/loadDict\/payment_method$/)]);
    expect(paymentSearches[0]?.at ?? 0).toBeGreaterThanOrEqual(lastPaymentKey + 800);
    expect(errors).toEqual([]);
  });
});

test.describe('category tree select', () => {
  test('loads a level when its parent opens, and refuses a condition that is not a JSON string', async ({ open }) => {
    const { page, errors } = await gallery(open);
    const select = section(page, 'tree-select');
    await select.locator('#gallery-category').click();
    const tree = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree');
    await tree.getByText('Biosimilar', { exact: true }).waitFor();
    const children = page.waitForResponse((response) => response.url().includes('/sys/category/loadTreeChildren') && response.url().includes('pid=C01'));
    await tree.locator('.ant-select-tree-treenode', { hasText: 'Biosimilar' }).locator('.ant-select-tree-switcher').click();
    await children;
    await tree.getByText('V9', { exact: true }).click();
    expect(await chosen(select.locator('#gallery-category'))).toBe('V9');

    await select.getByLabel('Condition (JSON)').fill("code='biosimilar'");
    await select.getByRole('alert').filter({ hasText: 'component condition value is wrong, a JSON string is required' }).waitFor();
    await select.getByLabel('Condition (JSON)').fill('{"code":"anti-mouse"}');
    await select.locator('#gallery-category').click();
    await tree.getByText('Anti-mouse', { exact: true }).waitFor();
    expect(await tree.locator('.ant-select-tree-title').allTextContents()).toEqual(['Anti-mouse']);
    expect(errors).toEqual([]);
  });
});

test.describe('tree table', () => {
  test("shows 'loading...' under an opened node until its children arrive, and drops the expander of a node without any", async ({ open }) => {
    const { page, errors } = await gallery(open);
    const table = section(page, 'tree-table');
    await page.route(/\/sys\/category\/loadTreeData\?.*pid=C01/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const row = (key: string) => table.locator(`tr[data-row-key="${key}"]`);
    const expander = (key: string) => row(key).locator('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    await expander('C01').click();
    expect(await row('C01:loading').textContent()).toBe('loading...');
    await row('C0101').waitFor();
    await row('C01:loading').waitFor({ state: 'detached' });
    expect(await row('C0102').textContent()).toBe('V9biosimilar-v9');
    expect(await expander('C06').count()).toBe(0);

    // Filtered by code, Biosimilar still says it has children, but none of them match.
    await table.getByLabel('Filter by category code').fill('biosimilar');
    await table.getByLabel('Filter by category code').press('Enter');
    await expect.poll(() => table.locator('tr.ant-table-row').count()).toBe(1);
    await expander('C01').click();
    await expect.poll(() => expander('C01').count()).toBe(0);
    expect(await table.locator('tr.ant-table-row').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  test('reports a reply it does not recognise', async ({ open }) => {
    const session = await open({ baseURL: baseUrl() });
    await session.page.route(/\/sys\/category\/loadTreeData\?/, (route) =>
      route.fulfill({ json: { success: true, message: '', code: 200, result: { rows: [] }, timestamp: Date.now() } }),
    );
    await signInStaffContext(session.context, baseUrl(), GALLERY_STAFF);
    await session.page.goto('/staff/gallery/widgets');
    await section(session.page, 'tree-table').getByRole('alert').filter({ hasText: 'returned data type not recognised' }).waitFor();
  });
});

test.describe('sub-table popover', () => {
  test("opens a row's sub-rows under it, toggles on the same row, moves to another and gives up on a row that is not there", async ({ open }) => {
    const { page, errors } = await gallery(open);
    const lines = section(page, 'sub-table');
    const popover = page.getByTestId('sub-table-popover');
    const line = (key: string) => lines.locator(`tr[data-row-key="${key}"]`);
    const groupsButton = (key: string) => line(key).getByRole('button', { name: 'Groups' });

    await groupsButton('C01').click();
    await popover.getByText('Groups of Biosimilar').waitFor();
    await popover.getByRole('cell', { name: 'biosimilar-v9' }).waitFor();
    const tableWidth = (await box(lines.locator('table').first())).width;
    expect(Math.round((await box(popover)).width)).toBe(Math.round(tableWidth * 0.96));
    const row = await box(line('C01'));
    expect(Math.round((await box(popover)).y)).toBe(Math.round(row.y + row.height));

    await groupsButton('C01').click();
    await popover.waitFor({ state: 'detached' });

    // The popover covers the rows under it, so the other row is one above.
    await groupsButton('C02').click();
    await popover.getByText('Groups of Isotype control').waitFor();
    await popover.getByRole('cell', { name: 'isotype-control-v3' }).waitFor();
    await groupsButton('C01').click();
    await popover.getByText('Groups of Biosimilar').waitFor();
    expect(await popover.count()).toBe(1);
    await popover.getByRole('button', { name: 'Close sub table' }).click();
    await popover.waitFor({ state: 'detached' });

    // The anti-drug row stops being findable (as while the table re-renders): tried 4 times over 300 ms, then refused.
    const button = lines.getByRole('row', { name: /Antibody-drug conjugates/ }).getByRole('button', { name: 'Groups' });
    await line('C05').evaluate((row) => row.setAttribute('data-row-key', 'moved'));
    const clicked = Date.now();
    await button.click();
    await message(page, 'failed to open sub table').waitFor();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(300);
    expect(await popover.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('markdown editor', () => {
  test('previews markdown without raw HTML, 300 px high, and inserts a network image as ![](url)', async ({ open }) => {
    const { page, errors } = await gallery(open);
    await page.route('https://cdn.example.com/**', (route) => route.fulfill({ body: PNG, contentType: 'image/png' }));
    const news = section(page, 'markdown');
    const editor = news.getByTestId('markdown-editor');
    expect(Math.round((await box(editor)).height)).toBe(300);
    const source = news.getByLabel('Article text');
    await source.fill('# Spring price list\n\n**New** clones <b>raw</b>\n\n');
    const preview = news.getByTestId('markdown-preview');
    await preview.getByRole('heading', { name: 'Spring price list' }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('New');
    expect(await preview.locator('b').count()).toBe(0);

    await news.getByRole('button', { name: 'Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await dialog.getByRole('tab', { name: 'Local upload' }).waitFor();
    await dialog.getByRole('tab', { name: 'Network address' }).click();
    await dialog.getByLabel('Image address').fill('http://cdn.example.com/blot.png');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.getByText('Please enter an image address starting with https://.').waitFor();
    await dialog.getByLabel('Image address').fill('https://cdn.example.com/blot.png');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await source.inputValue()).toBe('# Spring price list\n\n**New** clones <b>raw</b>\n\n![](https://cdn.example.com/blot.png)');
    expect(await preview.locator('img').getAttribute('src')).toBe('https://cdn.example.com/blot.png');
    expect(errors).toEqual([]);
  });

  test('uploads one local picture into the text', async ({ open }) => {
    const { page, errors } = await gallery(open);
    const news = section(page, 'markdown');
    await news.getByRole('button', { name: 'Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await message(page, 'No file has been uploaded.').waitFor();
    const uploaded = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
    await dialog.locator('input[type=file]').setInputFiles({ name: 'western-blot.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(200);
    await dialog.locator('.ant-upload-list-item-done').waitFor();
    expect(await dialog.locator('.ant-upload-list-item-name').textContent()).toBe('weste...');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await news.getByLabel('Article text').inputValue()).toMatch(/^!\[\]\(\/jeecg-boot\/sys\/common\/static\/jeditor\/\d{8}\/[a-f0-9]{32}\.png\)$/);
    // The staff member's own picture is served to them, so the preview shows it.
    const picture = news.getByTestId('markdown-preview').locator('img');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('multi-image upload popup', () => {
  test('cuts names short and moves pictures earlier and later, refusing past either end', async ({ open }) => {
    const { page, errors } = await gallery(open);
    const images = section(page, 'upload');
    await images.getByRole('button', { name: 'Add product images' }).click();
    const popup = page.getByRole('dialog', { name: 'Upload images' });
    // One at a time, so each stored path is known to belong to its file.
    const stored = new Map<string, string>();
    for (const name of ['western-blot.png', 'gel.png', 'a.png']) {
      const uploaded = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
      await popup.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
      stored.set(name, ((await (await uploaded).json()) as { result: string }).result);
    }
    await expect.poll(() => popup.locator('.ant-upload-list-item-done').count()).toBe(3);
    const names = () => popup.locator('.ant-upload-list-item-name').allTextContents();
    expect(await names()).toEqual(['weste...', 'gel.p...', 'a.png']);

    const item = (index: number) => popup.getByTestId('upload-item').nth(index);
    await item(2).getByRole('button', { name: 'Move later' }).click();
    await message(page, 'Already the last one~').waitFor();
    await item(0).getByRole('button', { name: 'Move earlier' }).click();
    await message(page, 'Unknown operation').waitFor();
    await item(0).getByRole('button', { name: 'Move later' }).click();
    expect(await names()).toEqual(['gel.p...', 'weste...', 'a.png']);
    await item(2).getByRole('button', { name: 'Move earlier' }).click();
    expect(await names()).toEqual(['gel.p...', 'a.png', 'weste...']);

    await popup.getByRole('button', { name: 'OK' }).click();
    await popup.waitFor({ state: 'hidden' });
    // The pictures are kept in the order they were put in.
    expect(await images.getByTestId('product-images').locator('.ant-list-item').allTextContents()).toEqual(
      ['gel.png', 'a.png', 'western-blot.png'].map((name, index) => `${index + 1}. ${stored.get(name)}`),
    );
    expect(errors).toEqual([]);
  });
});

test.describe('popup record picker', () => {
  /** Two stored files in two folders, uploaded by the staff member, so the folder report has rows. */
  async function uploadAsStaff(token: string) {
    for (const biz of ['temp', 'jeditor']) {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'lot-label.png');
      form.append('biz', biz);
      const response = await fetch(`${baseUrl()}/jeecg-boot/sys/common/upload`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
      if (response.status !== 200) throw new Error(`staff upload to ${biz} answered HTTP ${response.status}`);
    }
  }

  test('chooses one record into several fields, with search, pages, sorting and the messages of spec section 5', async ({ open }) => {
    const calls: URL[] = [];
    const { page, token, errors } = await gallery(open, {}, (page) =>
      page.on('request', (request) => {
        if (request.url().includes('/online/cgreport/api/')) calls.push(new URL(request.url()));
      }),
    );
    await uploadAsStaff(token);
    const picker = section(page, 'picker');
    const dialog = page.getByRole('dialog', { name: 'Uploaded files by folder' });
    const rows = dialog.locator('tr.ant-table-row');

    await picker.locator('#gallery-folder').click();
    await rows.first().waitFor();
    expect(calls.map((call) => call.pathname.replace(/^.*\/api\//, ''))).toEqual([
      'getRpColumns/uploads_by_folder',
      'getQueryInfo/rp-uploads-by-folder',
      'getData/rp-uploads-by-folder',
    ]);
    expect(calls[2]?.searchParams.get('pageNo')).toBe('1');
    expect(calls[2]?.searchParams.get('pageSize')).toBe('10');
    expect(await dialog.locator('thead th').allTextContents()).toEqual(expect.arrayContaining(['Folder', 'Files', 'Total size (bytes)']));
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual(['jeditor', 'temp']);
    expect(await dialog.getByRole('radio').count()).toBe(2);

    await dialog.getByRole('button', { name: /^OK$/ }).click();
    await message(page, 'Please select a record').waitFor();

    // One at a time: choosing another row replaces the first.
    await rows.nth(0).click();
    await rows.nth(1).click();
    expect(await dialog.locator('.ant-table-row-selected').count()).toBe(1);
    await dialog.getByText('1 selected').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Opened again within 30 s: the layout is not asked for again, and the earlier choice is gone.
    const before = calls.length;
    await picker.getByRole('button', { name: 'Choose' }).first().click();
    await rows.first().waitFor();
    await dialog.getByText('0 selected').waitFor();
    expect(calls.slice(before).map((call) => call.pathname.replace(/^.*\/api\//, ''))).toEqual(['getData/rp-uploads-by-folder']);

    await dialog.locator('.ant-pagination-options .ant-select').click();
    await openOptions(page).locator('.ant-select-item-option-content').first().waitFor();
    expect(await openOptions(page).locator('.ant-select-item-option-content').allTextContents()).toEqual(['10 / page', '20 / page', '30 / page']);
    await option(page, '20 / page').click();
    await expect.poll(() => calls.at(-1)?.searchParams.get('pageSize')).toBe('20');

    await dialog.locator('thead th', { hasText: 'Files' }).click();
    await expect.poll(() => `${calls.at(-1)?.searchParams.get('column')} ${calls.at(-1)?.searchParams.get('order')}`).toBe('files asc');

    await dialog.getByRole('textbox', { name: 'Folder' }).fill('jeditor');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => calls.at(-1)?.searchParams.get('folder')).toBe('jeditor');
    await expect.poll(() => rows.count()).toBe(1);
    const [files, totalSize] = await Promise.all([
      rows.first().locator('td:nth-child(3)').textContent(),
      rows.first().locator('td:nth-child(4)').textContent(),
    ]);
    expect(Number(files)).toBeGreaterThanOrEqual(1);
    await rows.first().click();
    await dialog.getByRole('button', { name: /^OK$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await picker.locator('#gallery-folder').inputValue()).toBe('jeditor');
    expect(await picker.getByLabel('Files').inputValue()).toBe(files);
    expect(await picker.getByLabel('Total size (bytes)').inputValue()).toBe(totalSize);
    expect(errors).toEqual([]);
  });

  test('chooses several records in multi mode and shows a report read-only', async ({ open }) => {
    const { page, errors } = await gallery(open);
    const picker = section(page, 'picker');
    await picker.locator('#gallery-months').click();
    const dialog = page.getByRole('dialog', { name: 'New customers by month' });
    await dialog.locator('tr.ant-table-row').first().waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBeGreaterThan(1);
    await dialog.getByLabel('Month From').waitFor();
    await dialog.getByLabel('Month To').waitFor();
    const month = await dialog.locator('tr.ant-table-row td:nth-child(2)').first().textContent();
    await dialog.locator('tr.ant-table-row').first().click();
    await dialog.getByRole('button', { name: /^OK$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await picker.locator('#gallery-months').inputValue()).toBe(month);
    expect(Number(await picker.getByLabel('New customers').inputValue())).toBeGreaterThan(0);

    await picker.getByRole('button', { name: 'View new customers by month' }).click();
    await dialog.locator('tr.ant-table-row').first().waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    await dialog.locator('.ant-pagination').waitFor();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  test('reports a report that cannot be loaded and closes', async ({ open }) => {
    const { page } = await gallery(open);
    await page.route(/\/online\/cgreport\/api\/getRpColumns\/uploads_by_folder/, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'The report service is unavailable.', code: 500, result: null, timestamp: Date.now() } }),
    );
    await section(page, 'picker').locator('#gallery-folder').click();
    const failure = page.locator('.ant-modal-confirm').filter({ hasText: 'Something went wrong' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain(
      'The popup could not be initialised. Check your configuration or try again later! The report service is unavailable.',
    );
    expect(await page.getByRole('dialog', { name: 'Uploaded files by folder' }).count()).toBe(0);
  });
});
