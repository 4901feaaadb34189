import type { Locator } from '@playwright/test';
import { apiLogin, apiRegister } from '../support/accounts';
import { signInContext, unexpectedErrors } from '../support/account-pages';
import { button, fieldErrors } from '../support/antd';
import { apiCall, chooseOption } from '../support/api';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { expect, test } from '../support/test';

// The plasmid portal (system type 2) of the international edition, where proteins are ordered by sequence.
const baseUrl = usePortal({ SYSTEM_TYPE: '2' });

type OrderFile = { path: string; name: string };
type SequenceOrder = {
  orderType: string;
  poFile: OrderFile | null;
  attachments: OrderFile[];
  lines: { sequence: { proteinName: string; sequence1: string } | null }[];
};

const call = <T>(token: string, path: string, body?: unknown) => apiCall<T>(baseUrl(), token, path, body);

async function fillProtein(row: Locator, name: string, scale: string, sequence: string) {
  await row.getByLabel('Protein name', { exact: true }).fill(name);
  await row.getByLabel('Scale', { exact: true }).fill(scale);
  await row.getByLabel('Sequence 1', { exact: true }).fill(sequence);
}

test.describe('sequence/vector order', () => {
  test('checks letters and unique names before sending, then stores the proteins as a sequence inquiry', async ({ open }) => {
    const account = await apiRegister(baseUrl());
    const token = await apiLogin(baseUrl(), account);
    await call(token, '/by-order-client/customer/address/add', {
      contact: 'Rosalind Franklin',
      phone: '+44 20 7946 0000',
      countryName: 'United Kingdom',
      cityName: 'London',
      addressDetail: '2 Helix Lane',
      isDefault: true,
    });
    const { context, page, errors } = await open({ baseURL: baseUrl() });
    await signInContext(context, baseUrl(), account);
    await page.goto('/plasmidBuilder/vectorOrder');
    // The page opens on the designs waiting in the builder's cart (none yet); the sequence order is its second tab.
    await waitForAppReady(page, '[data-testid="vector-cart-empty"]');
    await page.getByRole('tab', { name: 'Protein from sequences' }).click();
    await expect(page.getByTestId('sequence-order-form')).toBeVisible();
    const rows = page.getByTestId('protein-row');
    const submit = button(page, 'Submit inquiry');

    // 'B' and '*' are no amino-acid codes: refused in the customer's language, nothing sent.
    await fillProtein(rows.nth(0), 'Anti-HER2 heavy chain', '5', 'EVQLVESGGG LVQPGGSLRL B*');
    await submit.click();
    await expect
      .poll(() => fieldErrors(rows.nth(0), 'Sequence 1'))
      .toBe('A sequence may only contain one-letter amino-acid codes (ACDEFGHIKLMNPQRSTVWY, X for unknown).');

    // A FASTA-like paste: position numbers, spaces and line breaks do not count as residues.
    await rows.nth(0).getByLabel('Sequence 1', { exact: true }).fill('1 evqlvesggg lvqpggslrl\n21 SCAASGFNIK');
    await expect(rows.nth(0).getByText('30 / 5000 residues', { exact: true })).toBeVisible();

    await button(page, 'Add a protein').click();
    await fillProtein(rows.nth(1), 'anti-her2 HEAVY chain ', '1.5', 'DIQMTQSPSSLSASVGDRVT');
    await submit.click();
    await expect.poll(() => fieldErrors(rows.nth(1), 'Protein name')).toBe('Each protein name may appear only once.');
    await expect.poll(() => fieldErrors(rows.nth(0), 'Sequence 1')).toBe('');

    await rows.nth(1).getByLabel('Protein name', { exact: true }).fill('Anti-HER2 light chain');
    await chooseOption(page, page, 'Shipping address', '2 Helix Lane');
    await expect(page.getByLabel('Contact phone')).toHaveValue('+44 20 7946 0000');
    // The sequence order takes the purchase order and files like the cart's inquiry.
    await page.getByLabel('Purchase order number').fill('PO-VECTOR-7');
    await page
      .getByTestId('po-file')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'po.txt', mimeType: 'text/plain', buffer: Buffer.from('PO-VECTOR-7\n') });
    // The upload list links a file once it is stored.
    await expect(page.getByTestId('po-file').getByRole('link', { name: 'po.txt', exact: true })).toBeVisible();
    await page
      .getByTestId('attachments')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'plasmid-map.txt', mimeType: 'text/plain', buffer: Buffer.from('pcDNA3.1 HER2\n') });
    await expect(page.getByTestId('attachments').getByRole('link', { name: 'plasmid-map.txt', exact: true })).toBeVisible();
    await page.getByLabel('I have read and accept the ordering terms.').check();
    await submit.click();

    // A client-side navigation: wait for the page itself rather than a load event.
    await expect(page.getByTestId('inquiry-success')).toBeVisible();
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const order = await call<SequenceOrder>(token, `/by-order-client/order/queryById?id=${encodeURIComponent(id)}`);
    expect(order.orderType).toBe('sequence');
    expect(order.poFile?.path).toMatch(/^order\//);
    expect(order.poFile?.name).toBe('po.txt');
    expect(order.attachments.map((file) => file.name)).toEqual(['plasmid-map.txt']);
    expect(order.lines.map((line) => line.sequence?.proteinName).sort()).toEqual(['Anti-HER2 heavy chain', 'Anti-HER2 light chain']);
    const heavy = order.lines.find((line) => line.sequence?.proteinName === 'Anti-HER2 heavy chain');
    expect(heavy?.sequence?.sequence1).toBe('EVQLVESGGGLVQPGGSLRLSCAASGFNIK');

    // The shop's own order list (the menu's "Plasmid orders") lists it, and its page shows it.
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await page.getByTestId('side-menu').getByRole('link', { name: 'Plasmid orders' }).click();
    await expect(page).toHaveURL(/\/plasmidOrder\/Index/);
    await page.getByTestId('orders-table').getByRole('link', { name: orderNo }).click();
    await expect(page).toHaveURL(/\/plasOrder\/Detail\?id=/);
    await expect(page.getByTestId('order-lines')).toContainText('Anti-HER2 light chain');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('keeps its own cart: pasted catalogue lines go into the plasmid cart and show on /cart/Index', async ({ open }) => {
    const account = await apiRegister(baseUrl());
    const token = await apiLogin(baseUrl(), account);
    const list = await call<{ records: { catalogNo: string }[] }>('', '/by-abinvivo/abinvivo/product/list?pageNo=1&pageSize=1');
    const catalogNo = list.records[0]?.catalogNo ?? '';
    const product = await call<{ packs: { sizeLabel: string }[] }>('', `/by-abinvivo/abinvivo/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`);
    const { context, page, errors } = await open({ baseURL: baseUrl() });
    await signInContext(context, baseUrl(), account);
    await page.goto('/cart/Index');
    await waitForAppReady(page, '[data-testid="cart-empty"]');
    await page.getByText('Add lines by pasting').click();
    await page.getByLabel('Pasted lines').fill(`${catalogNo}, ${product.packs[0]?.sizeLabel ?? ''}, 3`);
    await button(page, 'Add to cart').click();
    await expect(page.getByTestId('cart-lines').getByRole('link', { name: catalogNo, exact: true })).toBeVisible();
    const plasmid = await call<{ total: number; records: { catalog: string; quantity: number }[] }>(
      token,
      '/by-order-client/order/cartlist?clientOrderType=plasmid&pageNo=1&pageSize=10',
    );
    expect(plasmid.records.map((line) => [line.catalog, line.quantity])).toEqual([[catalogNo, 3]]);
    expect((await call<{ total: number }>(token, '/by-abinvivo/abinvivo/byAbinvivoShoppingCart/list?pageNo=1&pageSize=10')).total).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
