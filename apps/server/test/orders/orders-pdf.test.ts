import { describe, expect, it } from 'vitest';
import { orderPdf } from '../../src/modules/orders/orders.pdf.js';
import type { OrderLineRow, OrderRow } from '../../src/modules/orders/orders.repository.js';
import { drawable } from '../../src/pdf/pdf-fonts.js';

const order = {
  id: '00000000-0000-4000-8000-000000000001',
  orderNo: 'IQ2026112300000001',
  customerName: '李伟',
  contactName: '李伟',
  language: 'zh',
  currency: 'CNY',
  shippingAddress: '中国江苏省苏州市工业园区星湖街 218 号',
  poNumber: 'PO-1',
  paymentMethod: 'alipay',
  quoteValidUntil: '2026-12-31',
  quotedAt: new Date('2026-11-23T00:00:00Z'),
  createdAt: new Date('2026-11-22T00:00:00Z'),
  linesMinor: 300_000,
  freightMinor: 5_000,
  discountMinor: 0,
  totalMinor: 305_000,
} as OrderRow;
const lines = [{ lineNo: 1, quantity: 3, unitPriceMinor: 100_000, packLabel: '5 mg', product: { catalog: 'BE0001', projectName: '小鼠体内实验' }, sequence: null }] as unknown as OrderLineRow[];

describe('order PDFs', () => {
  it('draws a Chinese quotation with whatever fonts the machine has', async () => {
    const pdf = await orderPdf({ kind: 'quote', order, lines, invoice: null, brand: 'Abinvivo' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  });

  it('replaces only the characters a font cannot draw', () => {
    expect(drawable('苏州 µg α', { regular: { file: 'x' }, bold: { file: 'x' }, coversCjk: true })).toBe('苏州 µg α');
    expect(drawable('苏州 µg α', { regular: { file: 'x' }, bold: { file: 'x' }, coversCjk: false })).toBe('?? µg α');
    expect(drawable('苏州 µg α – b', null)).toBe('?? µg ? - b');
  });
});
