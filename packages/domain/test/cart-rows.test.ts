import { describe, expect, it } from 'vitest';
import { readCartRow } from '../src/orders/cart-rows.js';
import { pastedSheetRows } from '../src/system/sheet-rows.js';

describe('bulk cart rows', () => {
  it('splits pasted text on tabs or commas and numbers rows by the line the customer sees, blank lines included', () => {
    expect(pastedSheetRows('BE0001\t5 mg\t2\n\n  \nBE0002, 1 mg, 3\r\n')).toEqual([
      { number: 1, cells: ['BE0001', '5 mg', '2'] },
      { number: 4, cells: ['BE0002', '1 mg', '3'] },
    ]);
  });

  it('reads a good row and names the reason of each bad one', () => {
    const read = (cells: string[]) => readCartRow({ number: 7, cells });
    expect(read(['BE0001', '5 mg', '2'])).toEqual({ row: 7, catalogNo: 'BE0001', packLabel: '5 mg', quantity: 2 });
    expect(read(['BE0001', '5 mg', '2', ''])).toMatchObject({ quantity: 2 });
    expect(read(['BE0001', '5 mg'])).toEqual({ row: 7, key: 'cartRowColumns', params: {} });
    expect(read(['BE0001', '5 mg', '2', 'extra'])).toMatchObject({ key: 'cartRowColumns' });
    expect(read(['BE0001', '', '2'])).toMatchObject({ key: 'cartRowColumns' });
    expect(read(['', '5 mg', '2'])).toMatchObject({ key: 'cartCatalogRequired' });
    for (const quantity of ['', '0', '1.5', 'two', '10001'])
      expect(read(['BE0001', '5 mg', quantity])).toEqual({ row: 7, key: 'cartRowQuantity', params: { value: quantity } });
  });
});
