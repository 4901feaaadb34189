import type { Locator, Page } from '@playwright/test';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { GALLERY_STAFF, signInStaffContext } from '../support/staff';
import { notice, recordRows, selectOption, selectOptions, shownValue, uploadedItems, uploadedNames } from '../support/antd';
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
    await expect(slider).toHaveAttribute('data-state', 'dragging');
    expect(Math.round((await box(handle)).x - start.x)).toBe(100);
    await page.mouse.up();
    await expect(slider).toHaveAttribute('data-state', 'idle');
    await expect.poll(async () => Math.round((await box(handle)).x)).toBe(Math.round(start.x));

    await page.mouse.move(start.x + 5, y);
    await page.mouse.down();
    await page.mouse.move(start.x + track.width + 50, y, { steps: 8 });
    await expect(slider).toHaveAttribute('data-state', 'verified');
    await page.mouse.up();
    expect(Math.round((await box(handle)).x + start.width)).toBe(Math.round(track.x + track.width));
    await expect(slider.getByText('Verified')).toBeVisible();
    await expect(page.getByTestId('slider-result')).toHaveText('Verified: the quote can be released.');

    await page.mouse.move(start.x + track.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(start.x, y, { steps: 4 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute('data-state', 'verified');
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
    await expect(slider).toHaveAttribute('data-state', 'dragging');
    await touch('touchEnd', start.x + 60);
    await expect(slider).toHaveAttribute('data-state', 'idle');
    await expect.poll(async () => Math.round((await box(slider.getByRole('slider'))).x)).toBe(Math.round(start.x));

    await touch('touchStart', start.x + 10);
    for (let x = start.x + 60; x < track.x + track.width + 40; x += 60) await touch('touchMove', x);
    await touch('touchEnd', track.x + track.width + 40);
    await expect(slider).toHaveAttribute('data-state', 'verified');
    await expect(page.getByTestId('slider-result')).toHaveText('Verified: the quote can be released.');
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
    const transport = dictionaries.getByRole('combobox', { name: 'Transport condition' });

    await transport.click();
    await expect(selectOptions(page)).toHaveText(['Dry ice', 'Ice pack']);
    expect(requested.at(-1)).toMatch(/\/sys\/dict\/getDictItems\/transport_condition$/);
    await page.keyboard.press('Escape');

    await dictionaries.getByLabel('Dictionary code').fill('');
    await expect(dictionaries.getByRole('alert').filter({ hasText: 'dictionary code cannot be empty' })).toBeVisible();

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
    await transport.click();
    await expect(selectOptions(page)).toHaveText(['Ambient']);
    expect(requested.length).toBe(calls);
    expect(errors).toEqual([]);
  });

  test('searches the server once typing pauses: 300 ms in the dictionary search, 800 ms in the search select', async ({ open }) => {
    const { page, errors } = await gallery(open);
    const searches: Array<{ url: URL; at: number }> = [];
    page.on('request', (request) => {
      if (request.url().includes('/sys/dict/loadDict/')) searches.push({ url: new URL(request.url()), at: Date.now() });
    });

    const status = page.getByRole('combobox', { name: 'Order status' });
    await status.click();
    await expect(page.getByText('enter search content')).toBeVisible();
    await status.pressSequentially('shi', { delay: 60 });
    // Taken before the last key goes: the search may leave no sooner than 300 ms after it, and is seen here later still.
    const lastKey = Date.now();
    await status.press('p');
    await expect(selectOption(page, 'Shipped')).toBeVisible();
    expect(searches.map((search) => search.url.pathname.split('/').pop())).toEqual(['order_status']);
    expect(searches[0]?.url.searchParams.get('keyword')).toBe('ship');
    expect(searches[0]?.at ?? 0).toBeGreaterThanOrEqual(lastKey + 300);
    await status.fill('');
    await status.pressSequentially('zzz');
    await expect(page.getByText('no data found')).toBeVisible();
    await status.fill('');
    await status.pressSequentially('ship');
    await selectOption(page, 'Shipped').click();
    await expect(shownValue(status)).toHaveAttribute('title', 'Shipped');

    const before = searches.length;
    const payment = page.getByRole('combobox', { name: 'Payment method' });
    await payment.click();
    await payment.pressSequentially('pa');
    const lastPaymentKey = Date.now();
    await payment.press('y');
    await expect(selectOption(page, 'WeChat Pay')).toBeVisible();
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
    const category = select.getByRole('combobox', { name: 'Product category' });
    await category.click();
    const tree = page.getByRole('tree');
    // A node with children has the expander's icon in its name ('caret-down Biosimilar'), so it is found by its text.
    const biosimilar = tree.getByRole('treeitem').filter({ hasText: /^Biosimilar$/ });
    await expect(biosimilar).toBeVisible();
    const children = page.waitForResponse((response) => response.url().includes('/sys/category/loadTreeChildren') && response.url().includes('pid=C01'));
    await biosimilar.getByRole('img', { name: 'caret-down' }).click();
    await children;
    await tree.getByText('V9', { exact: true }).click();
    await expect(shownValue(category)).toHaveAttribute('title', 'V9');

    await select.getByLabel('Condition (JSON)').fill("code='biosimilar'");
    await expect(select.getByRole('alert').filter({ hasText: 'component condition value is wrong, a JSON string is required' })).toBeVisible();
    await select.getByLabel('Condition (JSON)').fill('{"code":"anti-mouse"}');
    await category.click();
    await expect(tree.getByRole('treeitem')).toHaveText(['Anti-mouse']);
    expect(errors).toEqual([]);
  });
});

test.describe('tree table', () => {
  test("shows 'loading...' under an opened node until its children arrive, and drops the expander of a node without any", async ({ open }) => {
    const { page, errors } = await gallery(open);
    const table = section(page, 'tree-table');
    // The children's reply is held until the test has seen the loading row.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/sys\/category\/loadTreeData\?.*pid=C01/, async (route) => {
      await held;
      await route.continue();
    });
    const row = (key: string) => recordRows(table).and(table.locator(`[data-row-key="${key}"]`));
    // A row without children keeps a spacer in the expander's place, which is not a button.
    const expander = (key: string) => row(key).getByRole('button', { name: /^(Expand|Collapse) row$/ });
    await expander('C01').click();
    await expect(row('C01:loading')).toHaveText('loading...');
    release();
    await expect(row('C0101')).toBeVisible();
    await expect(row('C01:loading')).toHaveCount(0);
    await expect(row('C0102')).toHaveText('V9biosimilar-v9');
    await expect(row('C06')).toBeVisible();
    await expect(expander('C06')).toHaveCount(0);

    // Filtered by code, Biosimilar still says it has children, but none of them match.
    await table.getByLabel('Filter by category code').fill('biosimilar');
    await table.getByLabel('Filter by category code').press('Enter');
    await expect(recordRows(table)).toHaveCount(1);
    await expander('C01').click();
    await expect(expander('C01')).toHaveCount(0);
    await expect(recordRows(table)).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('reports a reply it does not recognise', async ({ open }) => {
    const session = await open({ baseURL: baseUrl() });
    await session.page.route(/\/sys\/category\/loadTreeData\?/, (route) =>
      route.fulfill({ json: { success: true, message: '', code: 200, result: { rows: [] }, timestamp: Date.now() } }),
    );
    await signInStaffContext(session.context, baseUrl(), GALLERY_STAFF);
    await session.page.goto('/staff/gallery/widgets');
    await waitForAppReady(session.page, '[data-testid="section-slider"]');
    await expect(section(session.page, 'tree-table').getByRole('alert').filter({ hasText: 'returned data type not recognised' })).toBeVisible();
  });
});

test.describe('sub-table popover', () => {
  test("opens a row's sub-rows under it, toggles on the same row, moves to another and gives up on a row that is not there", async ({ open }) => {
    const { page, errors } = await gallery(open);
    const lines = section(page, 'sub-table');
    const popover = page.getByTestId('sub-table-popover');
    const line = (key: string) => recordRows(lines).and(lines.locator(`[data-row-key="${key}"]`));
    const groupsButton = (key: string) => line(key).getByRole('button', { name: 'Groups' });

    await groupsButton('C01').click();
    await expect(popover.getByText('Groups of Biosimilar')).toBeVisible();
    await expect(popover.getByRole('cell', { name: 'biosimilar-v9' })).toBeVisible();
    const tableWidth = (await box(lines.getByRole('table').first())).width;
    expect(Math.round((await box(popover)).width)).toBe(Math.round(tableWidth * 0.96));
    const row = await box(line('C01'));
    expect(Math.round((await box(popover)).y)).toBe(Math.round(row.y + row.height));

    await groupsButton('C01').click();
    await expect(popover).toHaveCount(0);

    // The popover covers the rows under it, so the other row is one above.
    await groupsButton('C02').click();
    await expect(popover.getByText('Groups of Isotype control')).toBeVisible();
    await expect(popover.getByRole('cell', { name: 'isotype-control-v3' })).toBeVisible();
    await groupsButton('C01').click();
    await expect(popover.getByText('Groups of Biosimilar')).toBeVisible();
    await expect(popover).toHaveCount(1);
    await popover.getByRole('button', { name: 'Close sub table' }).click();
    await expect(popover).toHaveCount(0);

    // The anti-drug row stops being findable (as while the table re-renders): tried 4 times over 300 ms, then refused.
    const button = lines.getByRole('row', { name: /Antibody-drug conjugates/ }).getByRole('button', { name: 'Groups' });
    await line('C05').evaluate((row) => row.setAttribute('data-row-key', 'moved'));
    const clicked = Date.now();
    await button.click();
    await expect(notice(page, 'failed to open sub table')).toBeVisible();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(300);
    await expect(popover).toHaveCount(0);
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
    await expect(preview.getByRole('heading', { name: 'Spring price list' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('New');
    await expect(preview.locator('b')).toHaveCount(0);

    await news.getByRole('button', { name: 'Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(dialog.getByRole('tab', { name: 'Local upload' })).toBeVisible();
    // A click landing while the dialog still opens can leave the first tab chosen; choose again until the field shows.
    await expect(async () => {
      await dialog.getByRole('tab', { name: 'Network address' }).click();
      await expect(dialog.getByLabel('Image address')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await dialog.getByLabel('Image address').fill('http://cdn.example.com/blot.png');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(dialog.getByText('Please enter an image address starting with https://.')).toBeVisible();
    await dialog.getByLabel('Image address').fill('https://cdn.example.com/blot.png');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(dialog).toBeHidden();
    await expect(source).toHaveValue('# Spring price list\n\n**New** clones <b>raw</b>\n\n![](https://cdn.example.com/blot.png)');
    // The inserted image has an empty alt text, so it has no img role to find it by.
    await expect(preview.locator('img')).toHaveAttribute('src', 'https://cdn.example.com/blot.png');
    expect(errors).toEqual([]);
  });

  test('uploads one local picture into the text', async ({ open }) => {
    const { page, errors } = await gallery(open);
    const news = section(page, 'markdown');
    await news.getByRole('button', { name: 'Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(notice(page, 'No file has been uploaded.')).toBeVisible();
    const uploaded = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
    await dialog.locator('input[type=file]').setInputFiles({ name: 'western-blot.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(200);
    await expect(uploadedItems(dialog)).toHaveCount(1);
    await expect(uploadedNames(dialog)).toHaveText(['weste...']);
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(dialog).toBeHidden();
    await expect(news.getByLabel('Article text')).toHaveValue(/^!\[\]\(\/jeecg-boot\/sys\/common\/static\/jeditor\/\d{8}\/[a-f0-9]{32}\.png\)$/);
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
    await expect(uploadedItems(popup)).toHaveCount(3);
    const names = uploadedNames(popup);
    await expect(names).toHaveText(['weste...', 'gel.p...', 'a.png']);

    const item = (index: number) => popup.getByTestId('upload-item').nth(index);
    await item(2).getByRole('button', { name: 'Move later' }).click();
    await expect(notice(page, 'Already the last one~')).toBeVisible();
    await item(0).getByRole('button', { name: 'Move earlier' }).click();
    await expect(notice(page, 'Unknown operation')).toBeVisible();
    await expect(names).toHaveText(['weste...', 'gel.p...', 'a.png']);
    await item(0).getByRole('button', { name: 'Move later' }).click();
    await expect(names).toHaveText(['gel.p...', 'weste...', 'a.png']);
    await item(2).getByRole('button', { name: 'Move earlier' }).click();
    await expect(names).toHaveText(['gel.p...', 'a.png', 'weste...']);

    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    // The pictures are kept in the order they were put in.
    await expect(images.getByTestId('product-images').getByRole('listitem')).toHaveText(
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
    const rows = recordRows(dialog);
    const folder = picker.getByRole('textbox', { name: 'Upload folder' });

    await folder.click();
    await expect(rows.first()).toBeVisible();
    expect(calls.map((call) => call.pathname.replace(/^.*\/api\//, ''))).toEqual([
      'getRpColumns/uploads_by_folder',
      'getQueryInfo/rp-uploads-by-folder',
      'getData/rp-uploads-by-folder',
    ]);
    expect(calls[2]?.searchParams.get('pageNo')).toBe('1');
    expect(calls[2]?.searchParams.get('pageSize')).toBe('10');
    for (const header of ['Folder', 'Files', 'Total size (bytes)']) await expect(dialog.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    // The second column is the folder (the first holds the choice).
    await expect(rows.locator('td:nth-child(2)')).toHaveText(['jeditor', 'temp']);
    await expect(dialog.getByRole('radio')).toHaveCount(2);

    await dialog.getByRole('button', { name: /^OK$/ }).click();
    await expect(notice(page, 'Please select a record')).toBeVisible();

    // One at a time: choosing another row replaces the first.
    await rows.nth(0).click();
    await rows.nth(1).click();
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(rows.nth(1).getByRole('radio')).toBeChecked();
    await expect(dialog.getByText('1 selected')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Opened again within 30 s: the layout is not asked for again, and the earlier choice is gone.
    const before = calls.length;
    await picker.getByRole('button', { name: 'Choose' }).first().click();
    await expect(rows.first()).toBeVisible();
    await expect(dialog.getByText('0 selected')).toBeVisible();
    expect(calls.slice(before).map((call) => call.pathname.replace(/^.*\/api\//, ''))).toEqual(['getData/rp-uploads-by-folder']);

    await dialog.getByRole('combobox', { name: 'Page Size' }).click();
    await expect(selectOptions(page)).toHaveText(['10 / page', '20 / page', '30 / page']);
    await selectOption(page, '20 / page').click();
    await expect.poll(() => calls.at(-1)?.searchParams.get('pageSize')).toBe('20');

    await dialog.getByRole('columnheader', { name: 'Files', exact: true }).click();
    await expect.poll(() => `${calls.at(-1)?.searchParams.get('column')} ${calls.at(-1)?.searchParams.get('order')}`).toBe('files asc');

    await dialog.getByRole('textbox', { name: 'Folder' }).fill('jeditor');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => calls.at(-1)?.searchParams.get('folder')).toBe('jeditor');
    await expect(rows).toHaveCount(1);
    const [files, totalSize] = await Promise.all([
      rows.first().locator('td:nth-child(3)').textContent(),
      rows.first().locator('td:nth-child(4)').textContent(),
    ]);
    expect(Number(files)).toBeGreaterThanOrEqual(1);
    await rows.first().click();
    await dialog.getByRole('button', { name: /^OK$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(folder).toHaveValue('jeditor');
    await expect(picker.getByLabel('Files')).toHaveValue(files ?? '');
    await expect(picker.getByLabel('Total size (bytes)')).toHaveValue(totalSize ?? '');
    expect(errors).toEqual([]);
  });

  test('chooses several records in multi mode and shows a report read-only', async ({ open }) => {
    const { page, errors } = await gallery(open);
    const picker = section(page, 'picker');
    const months = picker.getByRole('textbox', { name: 'Months to compare' });
    await months.click();
    const dialog = page.getByRole('dialog', { name: 'New customers by month' });
    const rows = recordRows(dialog);
    await expect(rows.first()).toBeVisible();
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBeGreaterThan(1);
    await expect(dialog.getByLabel('Month From')).toBeVisible();
    await expect(dialog.getByLabel('Month To')).toBeVisible();
    // The second column is the month (the first holds the choice).
    const month = (await rows.first().locator('td:nth-child(2)').textContent()) ?? '';
    await rows.first().click();
    await dialog.getByRole('button', { name: /^OK$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(months).toHaveValue(month);
    await expect(picker.getByLabel('New customers')).toHaveValue(/^[1-9]\d*$/);

    await picker.getByRole('button', { name: 'View new customers by month' }).click();
    await expect(rows.first()).toBeVisible();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expect(dialog.getByRole('listitem', { name: 'Next Page' })).toBeVisible();
    // The footer's Close button, with its text; the title bar's close button is named Close too, but has no text.
    await dialog.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('reports a report that cannot be loaded and closes', async ({ open }) => {
    const { page } = await gallery(open);
    await page.route(/\/online\/cgreport\/api\/getRpColumns\/uploads_by_folder/, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'The report service is unavailable.', code: 500, result: null, timestamp: Date.now() } }),
    );
    await section(page, 'picker').getByRole('textbox', { name: 'Upload folder' }).click();
    const failure = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(failure).toContainText('The popup could not be initialised. Check your configuration or try again later! The report service is unavailable.');
    await expect(page.getByRole('dialog', { name: 'Uploaded files by folder' })).toHaveCount(0);
  });
});
