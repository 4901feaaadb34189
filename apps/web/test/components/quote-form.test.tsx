import { type OrderDetail, type OrderLine, ordersStaffEndpoints } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteForm } from '../../app/features/order-desk/components/quote-form';
import { type Answer, type SentRequest, apiDouble, describedBy, renderInPortal } from './portal-harness';

const QUOTE = ordersStaffEndpoints.steps.quote;

// A fixed day, so the quote's default validity (thirty days on) is a known date.
const TODAY = new Date('2026-11-20T09:30:00Z');
const VALID_UNTIL = '2026-12-20';

const PRODUCT_LINE: OrderLine = {
  id: '3b1d2f5e-8c4a-4e6b-9f10-2a7c5d9e1f01',
  lineNo: 1,
  productId: 'p-1',
  packLabel: '1 mg',
  catalogUnitPriceMinor: 19_900,
  unitPriceMinor: null,
  quantity: 2,
  product: {
    catalog: 'BE0001',
    projectName: 'InVivoMAb anti-mouse CD3',
    projectType: 'antibody',
    batchNo: '',
    priority: 'normal',
    concentration: null,
    packingQuantity: null,
    packingTubeCount: null,
  },
  sequence: null,
  service: null,
  vector: null,
};

// A custom item has no catalogue price: its line starts unpriced and counts as nothing until staff price it.
const CUSTOM_LINE: OrderLine = {
  ...PRODUCT_LINE,
  id: '3b1d2f5e-8c4a-4e6b-9f10-2a7c5d9e1f02',
  lineNo: 2,
  productId: null,
  packLabel: 'Custom conjugation',
  catalogUnitPriceMinor: null,
  quantity: 3,
  product: null,
};

const INQUIRY: OrderDetail = {
  id: '5f0e8a9c-1d2b-4c3e-8f4a-6b7c8d9e0a11',
  orderNo: 'SO202611200007',
  orderType: 'product',
  service: null,
  status: 'inquirying',
  currency: 'USD',
  createdAt: '2026-11-19T15:02:00Z',
  confirmDate: null,
  productionTime: null,
  productionStatus: '',
  lineCount: 2,
  firstLine: 'BE0001',
  subOrders: [],
  results: [],
  totalMinor: null,
  customerName: 'Ada Researcher',
  lines: [PRODUCT_LINE, CUSTOM_LINE],
  quote: null,
  shippingAddress: '1 Lab Lane, London, United Kingdom',
  contactName: 'Ada Researcher',
  contactPhone: '+44 20 7946 0000',
  poNumber: '',
  department: '',
  costCentre: '',
  buyerReferences: [],
  poFile: null,
  attachments: [],
  note: '',
  events: [],
  parcels: [],
  invoices: [],
  labels: [],
  actions: ['quote', 'staffCancel'],
};

function deskApi(quote: (request: SentRequest) => Answer) {
  const api = apiDouble((request) => (request.method === QUOTE.method && request.path === QUOTE.path ? quote(request) : undefined));
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const quotes = (sent: SentRequest[]) => sent.filter((request) => request.path === QUOTE.path);

/** The order as the server answers once it has priced it from `body`. */
function quoted(body: { prices: { lineId: string; unitPriceMinor: number }[]; freightMinor: number; discountMinor: number }): OrderDetail {
  const lines = INQUIRY.lines.map((line) => ({ ...line, unitPriceMinor: body.prices.find((price) => price.lineId === line.id)?.unitPriceMinor ?? null }));
  const linesMinor = lines.reduce((sum, line) => sum + (line.unitPriceMinor ?? 0) * line.quantity, 0);
  const totalMinor = linesMinor + body.freightMinor - body.discountMinor;
  return {
    ...INQUIRY,
    status: 'confirmed',
    lines,
    totalMinor,
    quote: {
      linesMinor,
      freightMinor: body.freightMinor,
      discountMinor: body.discountMinor,
      totalMinor,
      paymentMethod: 'bankTransfer',
      validUntil: VALID_UNTIL,
      quotedAt: TODAY.toISOString(),
    },
    actions: ['quote', 'staffCancel'],
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const priceBox = (line: OrderLine, item: string) => screen.getByLabelText(`Unit price, line ${line.lineNo}: ${item} × ${line.quantity}`);

/** The figure of one row of the totals, read as the reader sees the label and the amount side by side. */
function totalsRow(label: string) {
  const totals = screen.getByTestId('quote-totals');
  return within(totals)
    .getByRole('row', { name: new RegExp(`^${label}`) })
    .textContent?.replace(label, '');
}

async function retype(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.type(box, text);
}

describe('the quote form', () => {
  it('adds up the quote as prices, freight and discount are typed, in whole cents', async () => {
    deskApi(() => ({ status: 500 }));
    const user = userEvent.setup();
    await renderInPortal(<QuoteForm order={INQUIRY} />);

    // The catalogue line opens at its guide price, the custom line unpriced.
    expect(priceBox(PRODUCT_LINE, 'BE0001')).toHaveProperty('value', '199.00');
    expect(priceBox(CUSTOM_LINE, 'Custom conjugation')).toHaveProperty('value', '');
    expect(screen.getByText('Catalogue price: $199.00')).toBeTruthy();
    expect(totalsRow('Subtotal')).toBe('$398.00');
    expect(totalsRow('Total')).toBe('$398.00');

    // 0.29 × 3 is 87 cents exactly, where floating-point major units would make 0.8699999….
    await user.type(priceBox(CUSTOM_LINE, 'Custom conjugation'), '0.29');
    await waitFor(() => expect(totalsRow('Subtotal')).toBe('$398.87'));
    await retype(user, screen.getByLabelText('Freight'), '25.5');
    await waitFor(() => expect(totalsRow('Freight')).toBe('$25.50'));
    await retype(user, screen.getByLabelText('Discount'), '10.05');
    await waitFor(() => expect(totalsRow('Discount')).toBe('$10.05'));
    expect(screen.getByTestId('quote-total').textContent).toBe('$414.32');

    await retype(user, priceBox(PRODUCT_LINE, 'BE0001'), '1234.5');
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$2,485.32'));
  });

  it('names a bad amount and a discount larger than the quote in the reader language, and sends nothing', async () => {
    const api = deskApi((request) => ({ result: quoted(request.body as never) }));
    const user = userEvent.setup();
    await renderInPortal(<QuoteForm order={INQUIRY} />, { language: 'zh' });

    await user.type(screen.getByLabelText('第 2 行单价：Custom conjugation × 3'), '12.345');
    await retype(user, screen.getByLabelText('运费'), '25.50');
    // More than the 398.00 of the lines and the 25.50 of freight together.
    await retype(user, screen.getByLabelText('折扣'), '500');
    await user.click(screen.getByRole('combobox', { name: '付款方式' }));
    await user.click(await screen.findByText('银行转账'));
    await user.click(screen.getByRole('button', { name: '发送报价' }));

    const form = screen.getByTestId('step-quote');
    expect(await within(form).findByText('请输入不小于 0、最多两位小数的金额，例如 1234.50。')).toBeTruthy();
    expect(within(form).getByText('折扣不能使总价低于 0。')).toBeTruthy();
    // The total never shows below zero, whatever was typed.
    expect(screen.getByTestId('quote-total').textContent).toBe('US$0.00');
    expect(quotes(api.sent)).toEqual([]);
  });

  it('refuses an amount above the largest a quote may carry, as the server would', async () => {
    const api = deskApi((request) => ({ result: quoted(request.body as never) }));
    const user = userEvent.setup();
    await renderInPortal(<QuoteForm order={INQUIRY} />);

    await retype(user, priceBox(PRODUCT_LINE, 'BE0001'), '189.9');
    // One cent above 1,000,000,000.00.
    const freight = screen.getByLabelText('Freight');
    await retype(user, freight, '1000000000.01');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    // The unpriced second line may say the same of itself: the message asked for is the freight's own.
    await waitFor(() => expect(describedBy(freight)).toContain('Enter an amount of at least 0 with at most two decimals, e.g. 1234.50.'));
    expect(quotes(api.sent)).toEqual([]);
  });

  it('sends each amount as the whole cents the quote endpoint takes', async () => {
    const api = deskApi((request) => ({ result: quoted(request.body as never) }));
    const user = userEvent.setup();
    await renderInPortal(<QuoteForm order={INQUIRY} />);

    await retype(user, priceBox(PRODUCT_LINE, 'BE0001'), '189.9');
    await user.type(priceBox(CUSTOM_LINE, 'Custom conjugation'), '0.29');
    await retype(user, screen.getByLabelText('Freight'), '25.50');
    await retype(user, screen.getByLabelText('Discount'), '10.05');
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByText('Bank transfer'));
    await user.type(screen.getByLabelText('Note'), 'Prices held for the grant period');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await screen.findByText('Done: Quoted')).toBeTruthy();
    const [sent] = quotes(api.sent);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      id: INQUIRY.id,
      prices: [
        { lineId: PRODUCT_LINE.id, unitPriceMinor: 18_990 },
        { lineId: CUSTOM_LINE.id, unitPriceMinor: 29 },
      ],
      freightMinor: 2_550,
      discountMinor: 1_005,
      paymentMethod: 'bankTransfer',
      validUntil: VALID_UNTIL,
      note: 'Prices held for the grant period',
    });
    // The server reads the body through the endpoint's own schema; it must take it as sent.
    expect(QUOTE.body.parse(sent?.body)).toEqual(sent?.body);
    expect(quotes(api.sent)).toHaveLength(1);
  });

  it('keeps every typed amount when the server refuses the quote, and shows its reason once, on the form', async () => {
    const api = deskApi(() => ({ status: 409, message: 'A colleague quoted this order a moment ago.' }));
    const user = userEvent.setup();
    await renderInPortal(<QuoteForm order={INQUIRY} />);

    await user.type(priceBox(CUSTOM_LINE, 'Custom conjugation'), '75');
    await retype(user, screen.getByLabelText('Freight'), '40');
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByText('Purchase order (on account)'));
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await within(screen.getByTestId('step-quote')).findByText('A colleague quoted this order a moment ago.')).toBeTruthy();
    // Said once, on the form: no notification repeats it.
    expect(screen.getAllByText('A colleague quoted this order a moment ago.')).toHaveLength(1);
    expect(quotes(api.sent)).toHaveLength(1);
    expect(priceBox(PRODUCT_LINE, 'BE0001')).toHaveProperty('value', '199.00');
    expect(priceBox(CUSTOM_LINE, 'Custom conjugation')).toHaveProperty('value', '75');
    expect(screen.getByLabelText('Freight')).toHaveProperty('value', '40');
    expect(screen.getByTestId('quote-total').textContent).toBe('$663.00');
    expect(within(screen.getByTestId('step-quote')).getByText('Purchase order (on account)')).toBeTruthy();
  });
});
