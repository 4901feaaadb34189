import { CHECK_RULES, MOBILE_PATTERN } from '@portal/domain';
import { type EditableTableColumn, type EditableRow } from './editable-table-column';
import { isValueCellType } from './editable-table-cell-types';

/**
 * Amounts: a whole number, or up to 5 decimals, but at most 2 when the amount is below 1 (spec section 5). The spec
 * records a second reading, "at most 2 decimals" for every amount, that would be /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;
 * the first reading is the one kept.
 */
const MONEY_PATTERN = /^(?:0(?:\.\d{1,2})?|[1-9]\d*(?:\.\d{1,5})?)$/;

/**
 * The named patterns of spec section 5 with the message key (table namespace) each reports. `*` is the one preset
 * that also refuses an empty cell: it means "anything, but something".
 */
export const CELL_RULE_PRESETS = {
  'n6-16': { pattern: /^\d{6,16}$/, message: 'rules.digits6to16' },
  '*6-16': { pattern: /^[\s\S]{6,16}$/, message: 'rules.chars6to16' },
  's6-18': { pattern: /^[A-Za-z]{6,18}$/, message: 'rules.letters6to18' },
  url: { pattern: /^https?:\/\/[\w-]+(?:\.[\w-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/i, message: 'rules.url' },
  e: { pattern: CHECK_RULES.email.pattern, message: 'rules.email' },
  m: { pattern: MOBILE_PATTERN, message: 'rules.mobile' },
  p: { pattern: /^\d{6}$/, message: 'rules.postalCode' },
  s: { pattern: /^[A-Za-z]+$/, message: 'rules.letters' },
  n: { pattern: /^-?\d+(?:\.\d+)?$/, message: 'rules.number' },
  z: { pattern: /^-?\d+$/, message: 'rules.integer' },
  '*': { pattern: /\S/, message: 'rules.notEmpty' },
  money: { pattern: MONEY_PATTERN, message: 'rules.money' },
} as const satisfies Record<string, { pattern: RegExp; message: string }>;
export type CellRulePreset = keyof typeof CELL_RULE_PRESETS;

export function isCellRulePreset(name: string): name is CellRulePreset {
  return Object.hasOwn(CELL_RULE_PRESETS, name);
}

export type CellRuleContext<Row extends EditableRow> = { row: Row; rows: readonly Row[]; key: string };

/** A custom check: true passes, false fails with the rule's message, a string fails with that message key. */
export type CellRuleHandler<Row extends EditableRow> = (value: unknown, context: CellRuleContext<Row>) => boolean | string;

/**
 * One rule of a column (spec section 5). Every rule has a message: a key of the table namespace whose text may use
 * {{title}} for the column's title; rules without one report their kind's default.
 */
export type CellRule<Row extends EditableRow = EditableRow> =
  | { required: true; message?: string }
  | { unique: true; message?: string }
  /** A preset's name, a regular expression, or the source text of one. */
  | { pattern: CellRulePreset | RegExp | (string & Record<never, never>); message?: string }
  | { handler: CellRuleHandler<Row>; message?: string };

export const DEFAULT_CELL_RULE_MESSAGES = { required: 'rules.required', unique: 'rules.unique', pattern: 'rules.pattern', handler: 'rules.invalid' } as const;

/** Where a cell broke a rule: the row, the column and the message key to show on the cell. */
export type CellError = { rowId: string; key: string; message: string };

/** Empty cells: nothing, blank text or an empty list. Only `required` and the `*` preset refuse them. */
export function isEmptyCellValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function textsOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map((item) => String(item));
}

/** Values are compared as trimmed text so 12 and '12 ' count as the same entry. */
function uniqueText(value: unknown): string {
  return textsOf(value)
    .map((text) => text.trim())
    .join(',');
}

function patternOf(pattern: RegExp | string): RegExp {
  if (pattern instanceof RegExp) return pattern;
  return isCellRulePreset(pattern) ? CELL_RULE_PRESETS[pattern].pattern : new RegExp(pattern);
}

function matches(pattern: RegExp, text: string): boolean {
  // search() ignores lastIndex, so a caller's global expression gives the same answer every time.
  return text.search(pattern) !== -1;
}

/** The message key of the first rule the value breaks, or null when it keeps them all. */
export function cellRuleProblem<Row extends EditableRow>(value: unknown, rules: readonly CellRule<Row>[], context: CellRuleContext<Row>): string | null {
  const empty = isEmptyCellValue(value);
  for (const rule of rules) {
    if ('required' in rule) {
      if (empty) return rule.message ?? DEFAULT_CELL_RULE_MESSAGES.required;
    } else if ('unique' in rule) {
      if (empty) continue;
      const text = uniqueText(value);
      const repeated = context.rows.some(
        (other) => other.id !== context.row.id && !isEmptyCellValue(other[context.key]) && uniqueText(other[context.key]) === text,
      );
      if (repeated) return rule.message ?? DEFAULT_CELL_RULE_MESSAGES.unique;
    } else if ('pattern' in rule) {
      const preset = typeof rule.pattern === 'string' && isCellRulePreset(rule.pattern) ? CELL_RULE_PRESETS[rule.pattern] : null;
      const fallback = preset?.message ?? DEFAULT_CELL_RULE_MESSAGES.pattern;
      if (empty) {
        if (rule.pattern === '*') return rule.message ?? fallback;
        continue;
      }
      const pattern = patternOf(rule.pattern);
      if (!textsOf(value).every((text) => matches(pattern, text))) return rule.message ?? fallback;
    } else {
      const verdict = rule.handler(value, context);
      if (verdict === false) return rule.message ?? DEFAULT_CELL_RULE_MESSAGES.handler;
      if (typeof verdict === 'string') return verdict;
    }
  }
  return null;
}

/** Columns whose cells are checked: value columns with rules; hidden columns are skipped since nobody could fix them. */
function checkedColumns<Row extends EditableRow>(columns: readonly EditableTableColumn<Row>[]) {
  return columns.filter((column) => isValueCellType(column.type) && column.type !== 'hidden' && (column.validateRules?.length ?? 0) > 0);
}

/** The problems of the given rows (all rows by default) in the given columns, row by row in column order. */
export function validateTableRows<Row extends EditableRow>(
  rows: readonly Row[],
  columns: readonly EditableTableColumn<Row>[],
  only?: { rowIds?: ReadonlySet<string>; keys?: ReadonlySet<string> },
): CellError[] {
  const errors: CellError[] = [];
  const checked = checkedColumns(columns).filter((column) => !only?.keys || only.keys.has(column.key));
  for (const row of rows) {
    if (only?.rowIds && !only.rowIds.has(row.id)) continue;
    for (const column of checked) {
      const message = cellRuleProblem(row[column.key], column.validateRules ?? [], { row, rows, key: column.key });
      if (message) errors.push({ rowId: row.id, key: column.key, message });
    }
  }
  return errors;
}
