import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPdf } from '../../src/modules/orders/orders.pdf.js';
import type { OrderLineRow, OrderRow } from '../../src/modules/orders/orders.repository.js';
import { drawable } from '../../src/pdf/pdf-fonts.js';
import type { TestApp } from '../helpers/test-app.js';
import { type Client, DESK, ORDER, type Pack, deskClient, inAWeek, ordersApp, placedInquiry, signedInClient, somePacks } from './orders-helpers.js';

/** The text a reader (or a search, or a screen reader) gets out of the PDF, one string per page, in reading order. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

const SUPPLIER = {
  BRAND_NAME: 'Abinvivo Reagent Portal',
  SUPPLIER_LEGAL_NAME: 'Abinvivo Biotechnology (Suzhou) Co., Ltd.',
  CONTACT_ADDRESS: 'Building 1, 88 Biotech Road, Suzhou Industrial Park, Jiangsu, China',
  CONTACT_PHONE: '+86 512 6000 0000',
  CONTACT_EMAIL: 'service@abinvivo.example',
  SUPPLIER_TAX_ID: '91320594MA1XY2Z30K',
  SUPPLIER_BANK_NAME: 'Bank of China, Suzhou Industrial Park Branch',
  SUPPLIER_BANK_ACCOUNT: '5371 6620 8899',
  SUPPLIER_BANK_SWIFT: 'BKCHCNBJ95H',
  PAYMENT_TERMS_DAYS: '30',
};

type Desk = Awaited<ReturnType<typeof deskClient>>;

/** An order of `packs` quoted at 1,234.50 a unit with the given freight and discount, confirmed, shipped and invoiced. */
async function invoicedOrder(client: Client, desk: Desk, packs: Pack[], freightMinor: number, discountMinor: number) {
  const id = await placedInquiry(client, packs, { poNumber: 'PO-4711' });
  const detail = (await desk.call('GET', `${DESK}/queryById?id=${id}`)).json().result as { lines: { id: string }[] };
  const prices = detail.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 123_450 }));
  await desk.call('POST', `${DESK}/quote`, { id, prices, freightMinor, discountMinor, paymentMethod: 'bankTransfer', validUntil: inAWeek() });
  await client.call('POST', `${ORDER}/confirmQuote`, { id });
  await desk.call('POST', `${DESK}/startProduction`, { id, productionStatus: 'Filling', productionTime: inAWeek() });
  await desk.call('POST', `${DESK}/ship`, { id, carrier: 'DHL', trackingNo: 'JD0042' });
  const invoiced = (await desk.call('POST', `${DESK}/invoice`, { id, title: 'Longwood Institute', taxNumber: 'US-04-1234567' })).json().result as {
    invoices: { id: string; issuedAt: string }[];
  };
  const invoice = invoiced.invoices[0];
  if (!invoice) throw new Error('no invoice');
  const quote = await client.call('GET', `${ORDER}/quotePdf?id=${id}`);
  const bill = await client.call('GET', `/jeecg-boot/by-order-client/invoice/pdf?id=${invoice.id}`);
  return { quote: await pdfText(quote.rawPayload), invoice: await pdfText(bill.rawPayload), issuedAt: invoice.issuedAt };
}

describe('quotation and invoice PDFs with the supplier configured', () => {
  let t: TestApp;
  let packs: Pack[];
  beforeAll(async () => {
    t = await ordersApp({ ...SUPPLIER, EDITION: 'zh', TAX_RATE_PERCENT: '13' });
    packs = await somePacks(t, 1);
  });
  afterAll(() => t.close());

  it("print the supplier's legal block, the payment terms, the bank and the tax the total includes, and leave a zero discount off", async () => {
    const { quote, invoice, issuedAt } = await invoicedOrder(await signedInClient(t), await deskClient(t), packs, 0, 0);
    for (const text of [quote, invoice]) {
      expect(text).toContain('Abinvivo Biotechnology (Suzhou) Co., Ltd.');
      expect(text).toContain('Building 1, 88 Biotech Road, Suzhou Industrial Park, Jiangsu, China');
      expect(text).toContain('+86 512 6000 0000 · service@abinvivo.example');
      expect(text).toContain('Tax registration no.: 91320594MA1XY2Z30K');
      expect(text).toContain('Payment terms');
      expect(text).toContain('Net 30 from the invoice date');
      expect(text).toMatch(
        /Bank details\s+Bank\s+Bank of China, Suzhou Industrial Park Branch\s+Account name\s+Abinvivo Biotechnology \(Suzhou\) Co\., Ltd\.\s+Account number\s+5371 6620 8899\s+SWIFT\/BIC\s+BKCHCNBJ95H/,
      );
      // 1,234.50 including 13 % tax: 142.02 of it is tax. Freight is stated even when nothing is charged.
      expect(text).toMatch(/Subtotal\s+CN¥1,234\.50\s+Freight\s+CN¥0\.00\s+Total\s+CN¥1,234\.50\s+Including tax \(13%\)\s+CN¥142\.02/);
      expect(text).not.toContain('Discount');
      expect(text).not.toContain('-CN¥0.00');
    }
    const due = new Date(Date.parse(issuedAt) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(invoice).toContain(`Payment due ${due}`);
    expect(quote).not.toContain('Payment due');
  });

  it('print a discount that was given', async () => {
    const { quote } = await invoicedOrder(await signedInClient(t), await deskClient(t), packs, 2_000, 4_450);
    expect(quote).toMatch(/Subtotal\s+CN¥1,234\.50\s+Freight\s+CN¥20\.00\s+Discount\s+-CN¥44\.50\s+Total\s+CN¥1,210\.00\s+Including tax \(13%\)\s+CN¥139\.20/);
  });
});

describe('quotation PDFs of a deployment without supplier settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await ordersApp();
  });
  afterAll(() => t.close());

  it('name the brand as the supplier and print no tax, terms or bank', async () => {
    const { quote } = await invoicedOrder(await signedInClient(t), await deskClient(t), await somePacks(t, 1), 0, 0);
    expect(quote).toContain('Abinvivo Reagent Portal');
    expect(quote).toContain('Building 1, 88 Biotech Road');
    for (const absent of ['Including tax', 'Payment terms', 'Bank details', 'Tax registration no.', 'Discount']) expect(quote).not.toContain(absent);
  });
});

describe('order PDFs', () => {
  const order = {
    id: '00000000-0000-4000-8000-000000000001',
    orderNo: 'IQ2026112300000001',
    customerName: '李伟',
    contactName: '李伟',
    language: 'zh',
    currency: 'CNY',
    shippingAddress: '中国江苏省苏州市工业园区星湖街 218 号',
    poNumber: 'PO-1',
    buyerReferences: [] as OrderRow['buyerReferences'],
    paymentMethod: 'alipay',
    quoteValidUntil: '2026-12-31',
    quotedAt: new Date('2026-11-23T00:00:00Z'),
    createdAt: new Date('2026-11-22T00:00:00Z'),
    linesMinor: 300_000,
    freightMinor: 5_000,
    discountMinor: 0,
    totalMinor: 305_000,
  } as OrderRow;
  const lines = [
    { lineNo: 1, quantity: 3, unitPriceMinor: 100_000, packLabel: '5 mg', product: { catalog: 'BE0001', projectName: '小鼠体内实验' }, sequence: null },
  ] as unknown as OrderLineRow[];
  const supplier = {
    legalName: '苏州艾比体内生物科技有限公司',
    address: '苏州工业园区',
    phone: '',
    email: '',
    taxId: '',
    bank: { name: '', accountName: '', account: '', swift: '' },
    paymentTermsDays: 0,
    taxRatePercent: 0,
  };

  it('draws a Chinese quotation with whatever fonts the machine has', async () => {
    const pdf = await orderPdf({ kind: 'quote', order, lines, invoice: null, letterhead: { brand: 'Abinvivo', supplier } });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('IQ2026112300000001');
  });

  it('replaces only the characters a font cannot draw', () => {
    expect(drawable('苏州 µg α', { regular: { file: 'x' }, bold: { file: 'x' }, coversCjk: true })).toBe('苏州 µg α');
    expect(drawable('苏州 µg α', { regular: { file: 'x' }, bold: { file: 'x' }, coversCjk: false })).toBe('?? µg α');
    expect(drawable('苏州 µg α – b', null)).toBe('?? µg ? - b');
  });
});
