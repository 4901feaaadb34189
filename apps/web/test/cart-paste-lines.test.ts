import type { ProductPack } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { parsePastedRows, resolvePastedRows } from '../app/features/cart/api/paste-lines';

const pack = (id: string, sizeLabel: string): ProductPack => ({ id, sizeLabel, amountUg: null, price: 100, listPrice: 100, currency: 'USD' });

describe('pasted cart lines', () => {
  it('reads tab- and comma-separated rows and names every bad row by the line the customer sees', () => {
    const { rows, problems } = parsePastedRows('BE0001\t5 mg\t2\n\nBE0002, 1 mg, 3\nBE0003,1 mg\n,1 mg,1\nBE0004,1 mg,0\nBE0005,1 mg,');
    expect(rows).toEqual([
      { row: 1, catalogNo: 'BE0001', packLabel: '5 mg', quantity: 2 },
      { row: 3, catalogNo: 'BE0002', packLabel: '1 mg', quantity: 3 },
    ]);
    expect(problems.map((problem) => [problem.row, problem.reason])).toEqual([
      [4, 'columns'],
      [5, 'catalog'],
      [6, 'quantity'],
      [7, 'quantity'],
    ]);
  });

  it('finds each pack by its label, ignoring case and spaces, and reports unknown products and packs', async () => {
    const catalogue: Record<string, ProductPack[]> = { BE0001: [pack('p1', '1 mg'), pack('p5', '5 mg')] };
    const { rows } = parsePastedRows('BE0001,5MG,2\nBE0001,10 mg,1\nNOPE,1 mg,1');
    const { adds, problems } = await resolvePastedRows(rows, async (catalogNo) => catalogue[catalogNo] ?? null);
    expect(adds).toEqual([{ row: 1, catalogNo: 'BE0001', packId: 'p5', quantity: 2 }]);
    expect(problems.map((problem) => [problem.row, problem.reason])).toEqual([
      [2, 'unknownPack'],
      [3, 'unknownProduct'],
    ]);
  });
});
