import { describe, expect, it } from 'vitest';
import { discountFits, inquiryInputSchema, isTaxRate, majorFromMinor, minorOfTyped, normalizeSequence, orderTotals } from '../src/index.js';

describe('order totals', () => {
  it('sums the lines, adds freight and takes off the discount, in whole minor units', () => {
    const lines = [
      { unitPriceMinor: 12_345, quantity: 3 },
      { unitPriceMinor: 99, quantity: 1 },
      { unitPriceMinor: null, quantity: 5 },
    ];
    expect(orderTotals(lines, 2_500, 1_000)).toEqual({ linesMinor: 37_134, freightMinor: 2_500, discountMinor: 1_000, totalMinor: 38_634, taxMinor: 0 });
  });

  it('says how much of a tax-inclusive total is tax, rounded half up to the cent', () => {
    // 113.00 at 13 %: 100.00 net and 13.00 tax.
    expect(orderTotals([{ unitPriceMinor: 11_300, quantity: 1 }], 0, 0, 13).taxMinor).toBe(1_300);
    // 1,234.50 at 19 %: 197.105… → 197.11.
    expect(orderTotals([{ unitPriceMinor: 123_450, quantity: 1 }], 0, 0, 19).taxMinor).toBe(19_711);
    // Freight and discount are part of the taxed total; a fractional rate and no rate.
    expect(orderTotals([{ unitPriceMinor: 10_000, quantity: 2 }], 1_000, 500, 8.25).taxMinor).toBe(1_562);
    expect(orderTotals([{ unitPriceMinor: 10_000, quantity: 2 }], 0, 0, 0).taxMinor).toBe(0);
    // Totals far past 2^53 / 10,000 still come out exact.
    expect(orderTotals([{ unitPriceMinor: 100_000_000_000, quantity: 999 }], 0, 0, 13).taxMinor).toBe(11_492_920_353_982);
  });

  it('refuses a tax rate outside 0–100 % or finer than a hundredth of a percent', () => {
    for (const rate of [-1, 100.01, 13.125, Number.NaN]) expect(() => orderTotals([], 0, 0, rate)).toThrow(RangeError);
    expect(isTaxRate(13)).toBe(true);
    expect(isTaxRate(19.25)).toBe(true);
    expect(isTaxRate(0.1)).toBe(true);
    expect(isTaxRate(13.125)).toBe(false);
  });

  it('never goes below zero, and says when a discount would take it there', () => {
    expect(orderTotals([{ unitPriceMinor: 100, quantity: 1 }], 0, 500).totalMinor).toBe(0);
    expect(discountFits([{ unitPriceMinor: 100, quantity: 1 }], 50, 150)).toBe(true);
    expect(discountFits([{ unitPriceMinor: 100, quantity: 1 }], 50, 151)).toBe(false);
  });

  it('refuses fractions and negative amounts instead of rounding them', () => {
    expect(() => orderTotals([{ unitPriceMinor: 10.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => orderTotals([{ unitPriceMinor: 10, quantity: -1 }])).toThrow(RangeError);
    expect(() => orderTotals([], -1)).toThrow(RangeError);
  });
});

describe('amounts typed in major units', () => {
  it('reads them digit by digit into minor units, and writes them back', () => {
    expect(minorOfTyped('0.29')).toBe(29);
    expect(minorOfTyped(' 1234.5 ')).toBe(123_450);
    expect(minorOfTyped('15')).toBe(1_500);
    expect(majorFromMinor(123_450)).toBe('1234.50');
    expect(majorFromMinor(29)).toBe('0.29');
  });

  it('refuses other text and amounts above the cap', () => {
    for (const text of ['1,5', '-1', '1.234', '', 'ten']) expect(minorOfTyped(text)).toBeNull();
    expect(minorOfTyped('100.01', 10_000)).toBeNull();
    expect(minorOfTyped('100.00', 10_000)).toBe(10_000);
  });
});

describe('the inquiry form rules', () => {
  const base = { addressId: '00000000-0000-4000-8000-000000000001', contactPhone: 'na', agreement: true };
  const product = { catalog: 'BE0001', packId: 'p1', quantity: 2 };
  const messages = (input: unknown) => inquiryInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts NA as the contact phone, stored upper-case', () => {
    const parsed = inquiryInputSchema.parse({ ...base, orderType: 'product', lines: [product] });
    expect(parsed.contactPhone).toBe('NA');
  });

  it('names the rule each bad field breaks', () => {
    expect(messages({ ...base, orderType: 'product', lines: [] })).toEqual(['errors.orderRowsRequired']);
    expect(messages({ ...base, orderType: 'product', lines: Array.from({ length: 1000 }, () => product) })).toEqual(['errors.orderRowsTooMany']);
    expect(messages({ ...base, orderType: 'product', lines: [{ ...product, packId: '' }] })).toEqual(['errors.specificationRequired']);
    expect(messages({ ...base, orderType: 'product', lines: [{ ...product, quantity: 0 }] })).toEqual(['errors.cartQuantityRequired']);
    expect(messages({ ...base, addressId: undefined, orderType: 'product', lines: [product] })).toEqual(['errors.shippingAddressRequired']);
    expect(messages({ ...base, contactPhone: 'call me', orderType: 'product', lines: [product] })).toEqual(['errors.contactPhoneInvalid']);
    expect(messages({ ...base, agreement: false, orderType: 'product', lines: [product] })).toEqual(['errors.orderAgreementRequired']);
  });

  it('checks sequences: letters, length and unique protein names', () => {
    const line = { proteinName: 'Anti-PD-1 IgG4', scale: 5, sequence1: 'EVQLVESGGG LVQPGGSLRL' };
    expect(normalizeSequence(' evqlv\n1 esggg ')).toBe('EVQLVESGGG');
    expect(inquiryInputSchema.parse({ ...base, orderType: 'sequence', lines: [line] }).lines[0]).toMatchObject({
      sequence1: 'EVQLVESGGGLVQPGGSLRL',
      unit: 'mg',
    });
    expect(messages({ ...base, orderType: 'sequence', lines: [{ ...line, sequence1: 'EVQLVESGGB' }] })).toEqual(['errors.sequenceLetters']);
    expect(messages({ ...base, orderType: 'sequence', lines: [{ ...line, sequence1: 'EVQL' }] })).toEqual(['errors.sequenceLength']);
    expect(messages({ ...base, orderType: 'sequence', lines: [{ ...line, sequence1: '' }] })).toEqual(['errors.sequenceRequired']);
    expect(messages({ ...base, orderType: 'sequence', lines: [line, { ...line, proteinName: 'anti-pd-1 igg4' }] })).toEqual(['errors.proteinNamesRepeat']);
  });
});
