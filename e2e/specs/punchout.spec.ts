import { orderRequest, readResponse, setupRequest, startProcurementSystem } from '@portal/procurement-simulator';
import { apiCall, chooseOption } from '../support/api';
import { button, notice } from '../support/antd';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, apiStaffLogin, signInStaffContext } from '../support/staff';
import { expect, test } from '../support/test';

// A university's procurement system punches out to the catalogue, gets the cart back and sends a purchase order.
const PURCHASING_STAFF: StaffMember = {
  username: 'punchout.e2e',
  password: 'Punch-Out-2026!',
  realname: 'Ines Roth',
  permissions: ['system:punchout', 'orders:view'],
};
const baseUrl = usePortal({}, { staff: [PURCHASING_STAFF] });

const SUPPLIER = { domain: 'DUNS', identity: '987654321' };

const postCxml = async (xml: string) => {
  const reply = await fetch(`${baseUrl()}/jeecg-boot/punchout/cxml`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
  return readResponse(await reply.text());
};

test.describe('PunchOut from a procurement system', () => {
  test('a buyer user lands signed in at the buyer prices, transfers the cart back, and the purchase order becomes an order', async ({ open }) => {
    test.slow();
    const procurement = await startProcurementSystem();
    try {
      const staffToken = await apiStaffLogin(baseUrl(), PURCHASING_STAFF);
      const identity = `LONGWOOD-${Date.now()}`;
      const { secret } = await apiCall<{ secret: string }>(baseUrl(), staffToken, '/staff/punchout/buyers', {
        name: 'Longwood University (Coupa)',
        protocol: 'cxml',
        fromDomain: 'NetworkID',
        fromIdentity: identity,
        supplierDomain: SUPPLIER.domain,
        supplierIdentity: SUPPLIER.identity,
        priceGroup: 'academic',
        defaultUnspsc: '12352200',
      });
      const buyer = { domain: 'NetworkID', identity, secret };
      const setup = await postCxml(
        setupRequest(buyer, SUPPLIER, {
          buyerCookie: 'e2e-cookie',
          returnUrl: procurement.returnUrl,
          userEmail: 'mei.chen@longwood.edu',
          userName: 'Mei Chen',
        }),
      );
      expect(setup.code).toBe(200);

      // The user arrives from the procurement system: no login form, straight into the catalogue.
      const { page, errors } = await open({ baseURL: baseUrl() });
      await page.goto(setup.startUrl);
      await page.waitForURL((url) => url.pathname === '/abinvivoProduct');
      const { records } = await apiCall<{ records: { catalogNo: string }[] }>(baseUrl(), '', '/by-abinvivo/abinvivo/product/list?pageSize=1');
      const catalogNo = records[0]?.catalogNo ?? '';
      const detail = await apiCall<{ packs: { sizeLabel: string }[] }>(
        baseUrl(),
        '',
        `/by-abinvivo/abinvivo/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`,
      );
      await page.goto(`/product/detailCommon?catalogNo=${encodeURIComponent(catalogNo)}`);
      await waitForAppReady(page, '[data-testid="add-to-cart"]');
      const adder = page.getByTestId('add-to-cart');
      await chooseOption(page, adder, 'Specification', detail.packs[0]?.sizeLabel ?? '');
      await adder.getByLabel('Quantity', { exact: true }).fill('2');
      await button(adder, 'Add to cart').click();
      await expect(notice(page, 'Added to your cart.').first()).toBeVisible();

      // Checkout is replaced by the transfer back to procurement.
      await page.goto('/abinvivoCart');
      const transfer = page.getByTestId('punchout-transfer');
      await expect(transfer).toContainText('You are shopping for Longwood University (Coupa)');
      await expect(page.getByRole('button', { name: /send inquiry/i })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('punchout-cart.png'), fullPage: true });
      await button(transfer, 'Transfer 1 line to procurement').click();
      await page.waitForURL(procurement.returnUrl);
      await expect(page.getByRole('heading', { name: 'Requisition cart received' })).toBeVisible();
      await expect(page.locator('#cookie')).toHaveText('e2e-cookie');
      await expect(page.getByRole('row').filter({ hasText: catalogNo })).toContainText('EA');
      const [cart] = procurement.carts;
      expect(cart?.lines).toHaveLength(1);
      expect(cart?.lines[0]).toMatchObject({ supplierPartId: catalogNo, quantity: 2, unspsc: '12352200' });

      // The buyer's approval sends the purchase order; a retry of it changes nothing.
      const po = orderRequest(buyer, SUPPLIER, {
        payloadId: `e2e-${identity}@procurement.test`,
        orderId: `PO-${identity}`,
        currency: 'USD',
        lines: cart?.lines ?? [],
      });
      const accepted = await postCxml(po);
      expect(accepted.code).toBe(200);
      const orderNo = /order (PO\d+)/.exec(accepted.detail)?.[1] ?? '';
      expect((await postCxml(po)).detail).toContain(orderNo);

      const desk = await open({ baseURL: baseUrl() });
      await signInStaffContext(desk.context, baseUrl(), PURCHASING_STAFF);
      await desk.page.goto(`/staff/orders?keyword=${orderNo}`);
      await waitForAppReady(desk.page, '[data-testid="order-queue"]');
      await desk.page.getByRole('tab', { name: 'All' }).click();
      const row = desk.page.getByTestId('order-queue').getByRole('row').filter({ hasText: orderNo });
      await expect(row).toHaveCount(1);
      await row.getByRole('link', { name: orderNo }).click();
      const facts = desk.page.getByTestId('order-facts');
      await expect(facts).toContainText(`PO-${identity}`);
      await expect(facts).toContainText('Longwood University (Coupa)');
      await expect(facts).toContainText('Purchase order (on account)');
      await desk.page.screenshot({ path: test.info().outputPath('punchout-order.png'), fullPage: true });
      expect(errors).toEqual([]);
      expect(desk.errors).toEqual([]);
    } finally {
      await procurement.close();
    }
  });
});
