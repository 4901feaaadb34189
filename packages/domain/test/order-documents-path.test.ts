import { describe, expect, it } from 'vitest';
import { MY_INVOICES_PATH, MY_PARCELS_PATH, SYSTEM_MENUS, menuPages, orderDocumentsPath } from '../src/index.js';

describe("the customer's invoices and parcels pages", () => {
  it("open on one order's when the order page links there, else on all of them", () => {
    expect(orderDocumentsPath(MY_PARCELS_PATH, '4f6e1b4e-1c2a-4d3b-9a8e-0c1d2e3f4a5b')).toBe('/myPackage/Index?orderId=4f6e1b4e-1c2a-4d3b-9a8e-0c1d2e3f4a5b');
    expect(orderDocumentsPath(MY_INVOICES_PATH)).toBe('/myInvoice/Index');
  });

  it('are the pages the standard menu lists for the Chinese edition', () => {
    const chinese = menuPages(SYSTEM_MENUS[1].items)
      .filter((item) => item.chineseOnly)
      .map((item) => item.path);
    expect(chinese).toEqual([MY_INVOICES_PATH, MY_PARCELS_PATH, '/system/setting']);
  });
});
