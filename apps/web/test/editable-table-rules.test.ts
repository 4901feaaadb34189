import { describe, expect, it } from 'vitest';
import {
  CELL_RULE_PRESETS,
  type CellRule,
  type CellRulePreset,
  type EditableRow,
  type EditableTableColumn,
  cellRuleProblem,
  isEmptyCellValue,
  validateTableRows,
} from '../app/lib/editable-table';

const row = (id: string, values: Record<string, unknown> = {}): EditableRow => ({ id, ...values });

function problem(value: unknown, rules: readonly CellRule[], rows: EditableRow[] = []): string | null {
  const self = row('self', { field: value });
  return cellRuleProblem(value, rules, { row: self, rows: [self, ...rows], key: 'field' });
}

describe('table rule presets (spec section 5)', () => {
  const cases: Record<CellRulePreset, { pass: unknown[]; fail: unknown[] }> = {
    'n6-16': { pass: ['123456', '1234567890123456'], fail: ['12345', '12345678901234567', '12345a', '-123456'] },
    '*6-16': { pass: ['abc 12', 'a!@#$%^&*()_+{}|', '中文也可以的六个'], fail: ['abcde', 'x'.repeat(17)] },
    's6-18': { pass: ['abcDEF', 'a'.repeat(18)], fail: ['abcde', 'a'.repeat(19), 'abcde1', 'abc def'] },
    url: {
      pass: ['http://example.com', 'https://shop.example.com:8443/path?q=1#top', 'HTTPS://EXAMPLE.COM'],
      fail: ['ftp://example.com', 'example.com', 'http://', 'https://exa mple.com'],
    },
    e: { pass: ['a.b@lab.example.org', 'buyer@example.cn'], fail: ['buyer@', 'buyer@example', 'buyer example@x.cn'] },
    m: { pass: ['13800138000', '19912345678'], fail: ['12800138000', '1380013800', '138001380000', '23800138000'] },
    p: { pass: ['100871', '012345'], fail: ['10087', '1008711', '10087a'] },
    s: { pass: ['a', 'Primer'], fail: ['Primer1', 'é', 'a b'] },
    n: { pass: ['0', '-12', '3.14', '-0.5', 7], fail: ['1.', '.5', '1.2.3', '1e5', 'abc', '+1'] },
    z: { pass: ['0', '-12', '42', 42], fail: ['1.5', '1.', 'abc', '+1'] },
    '*': { pass: ['x', ' x '], fail: [] },
    money: {
      pass: ['0', '0.5', '0.99', '1', '1.5', '1.12345', '12345.6', 250],
      fail: ['0.125', '1.123456', '01', '00.5', '-1', '1.', '.5', 'abc', '1,5'],
    },
  };

  it('covers every preset of the spec', () => {
    expect(Object.keys(CELL_RULE_PRESETS).sort()).toEqual(Object.keys(cases).sort());
  });

  describe.each(Object.entries(cases))('%s', (preset, { pass, fail }) => {
    const message = CELL_RULE_PRESETS[preset as CellRulePreset].message;
    it.each(pass.map((value) => [value]))('accepts %j', (value) => {
      expect(problem(value, [{ pattern: preset }])).toBeNull();
    });
    if (fail.length > 0) {
      it.each(fail.map((value) => [value]))('refuses %j with the preset message', (value) => {
        expect(problem(value, [{ pattern: preset }])).toBe(message);
      });
    }
  });

  it('lets every preset but * pass an empty cell; * refuses it', () => {
    for (const preset of Object.keys(CELL_RULE_PRESETS).filter((name) => name !== '*')) {
      expect(problem('', [{ pattern: preset }])).toBeNull();
      expect(problem(undefined, [{ pattern: preset }])).toBeNull();
    }
    expect(problem('', [{ pattern: '*' }])).toBe('rules.notEmpty');
    expect(problem('   ', [{ pattern: '*' }])).toBe('rules.notEmpty');
    expect(problem(null, [{ pattern: '*' }])).toBe('rules.notEmpty');
  });

  it('reads money as at most 2 decimals below 1 and at most 5 from 1 up', () => {
    expect(problem('0.12', [{ pattern: 'money' }])).toBeNull();
    expect(problem('0.123', [{ pattern: 'money' }])).toBe('rules.money');
    expect(problem('1.12345', [{ pattern: 'money' }])).toBeNull();
    expect(problem('1.123456', [{ pattern: 'money' }])).toBe('rules.money');
  });

  it('uses a rule message over the preset message', () => {
    expect(problem('12', [{ pattern: 'm', message: 'gallery.phone' }])).toBe('gallery.phone');
  });
});

describe('required', () => {
  it.each([[undefined], [null], [''], ['  '], [[]]])('refuses %j', (value) => {
    expect(problem(value, [{ required: true }])).toBe('rules.required');
  });

  it.each([['x'], [0], [false], [['a']]])('accepts %j', (value) => {
    expect(problem(value, [{ required: true }])).toBeNull();
  });

  it('carries its own message when given one', () => {
    expect(problem('', [{ required: true, message: 'gallery.nameRequired' }])).toBe('gallery.nameRequired');
  });

  it('counts blank text, nothing and empty lists as empty, not zero or false', () => {
    expect([undefined, null, '', ' \t', []].every(isEmptyCellValue)).toBe(true);
    expect([0, false, 'a', ['a']].some(isEmptyCellValue)).toBe(false);
  });
});

describe('unique in column', () => {
  it('refuses a value another row already has, compared as trimmed text', () => {
    expect(problem('P1', [{ unique: true }], [row('a', { field: 'P1' })])).toBe('rules.unique');
    expect(problem('P1', [{ unique: true }], [row('a', { field: ' P1 ' })])).toBe('rules.unique');
    expect(problem(12, [{ unique: true }], [row('a', { field: '12' })])).toBe('rules.unique');
  });

  it('does not compare a row with itself, is case-sensitive and passes empty cells', () => {
    expect(problem('P1', [{ unique: true }])).toBeNull();
    expect(problem('P1', [{ unique: true }], [row('a', { field: 'p1' })])).toBeNull();
    expect(problem('', [{ unique: true }], [row('a', { field: '' })])).toBeNull();
  });

  it('compares lists by their items in order', () => {
    expect(problem(['a', 'b'], [{ unique: true }], [row('x', { field: ['a', 'b'] })])).toBe('rules.unique');
    expect(problem(['a', 'b'], [{ unique: true }], [row('x', { field: ['b', 'a'] })])).toBeNull();
  });
});

describe('custom patterns and handlers', () => {
  it('takes a regular expression, with the default or its own message', () => {
    expect(problem('ACGTX', [{ pattern: /^[ACGTN]+$/i }])).toBe('rules.pattern');
    expect(problem('acgtn', [{ pattern: /^[ACGTN]+$/i, message: 'gallery.sequenceInvalid' }])).toBeNull();
    expect(problem('ACGU', [{ pattern: /^[ACGTN]+$/i, message: 'gallery.sequenceInvalid' }])).toBe('gallery.sequenceInvalid');
  });

  it('takes the source text of an expression that is not a preset name', () => {
    expect(problem('AB-12', [{ pattern: '^[A-Z]{2}-\\d{2}$' }])).toBeNull();
    expect(problem('AB12', [{ pattern: '^[A-Z]{2}-\\d{2}$' }])).toBe('rules.pattern');
  });

  it('gives the same answer every time for a global expression', () => {
    const rules = [{ pattern: /^\d+$/g }];
    expect([problem('12', rules), problem('12', rules), problem('12', rules)]).toEqual([null, null, null]);
  });

  it('checks every item of a list', () => {
    expect(problem(['12', '34'], [{ pattern: 'z' }])).toBeNull();
    expect(problem(['12', 'x'], [{ pattern: 'z' }])).toBe('rules.integer');
  });

  it('runs a handler with the row, the rows and the key', () => {
    const seen: unknown[] = [];
    const other = row('other', { field: 5 });
    const rule: CellRule = {
      handler: (value, context) => {
        seen.push(value, context.row.id, context.rows.length, context.key);
        return true;
      },
    };
    expect(problem(3, [rule], [other])).toBeNull();
    expect(seen).toEqual([3, 'self', 2, 'field']);
  });

  it('reports a failing handler with its message, the default, or the key it returns', () => {
    expect(problem(1, [{ handler: () => false }])).toBe('rules.invalid');
    expect(problem(1, [{ handler: () => false, message: 'gallery.odTooLow' }])).toBe('gallery.odTooLow');
    expect(problem(1, [{ handler: () => 'gallery.custom', message: 'ignored' }])).toBe('gallery.custom');
  });

  it('reports the first rule broken, in the order given', () => {
    const rules: CellRule[] = [{ required: true }, { pattern: 'z' }, { unique: true }];
    expect(problem('', rules)).toBe('rules.required');
    expect(problem('x', rules, [row('a', { field: 'x' })])).toBe('rules.integer');
    expect(problem('1', rules, [row('a', { field: '1' })])).toBe('rules.unique');
  });
});

describe('validateTableRows', () => {
  const columns: EditableTableColumn[] = [
    { key: 'pick', type: 'row-checkbox', validateRules: [{ required: true }] },
    { key: 'name', type: 'input', validateRules: [{ required: true }, { unique: true }] },
    { key: 'secret', type: 'hidden', validateRules: [{ required: true }] },
    { key: 'price', type: 'input', validateRules: [{ pattern: 'money' }] },
    { key: 'note', type: 'textarea' },
  ];
  const rows = [row('1', { name: 'F1', price: '0.125' }), row('2', { name: 'F1', price: '2' }), row('3', { price: 'x' })];

  it('lists the problems row by row in column order, skipping hidden and row-type columns', () => {
    expect(validateTableRows(rows, columns)).toEqual([
      { rowId: '1', key: 'name', message: 'rules.unique' },
      { rowId: '1', key: 'price', message: 'rules.money' },
      { rowId: '2', key: 'name', message: 'rules.unique' },
      { rowId: '3', key: 'name', message: 'rules.required' },
      { rowId: '3', key: 'price', message: 'rules.money' },
    ]);
  });

  it('checks only the rows and columns asked for, against the whole table', () => {
    expect(validateTableRows(rows, columns, { rowIds: new Set(['2']), keys: new Set(['name']) })).toEqual([
      { rowId: '2', key: 'name', message: 'rules.unique' },
    ]);
  });

  it('finds nothing wrong in a clean table', () => {
    expect(validateTableRows([row('1', { name: 'F1', price: '1.5' }), row('2', { name: 'R1' })], columns)).toEqual([]);
  });
});
