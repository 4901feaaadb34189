import { z } from 'zod';
import type { SequenceRule } from '../sequences/sequence-check.js';
import { checkedSequenceSchema } from '../sequences/sequence-schema.js';

/**
 * One column of a service order's rows. The same definition gives the server's schema, the form's editable table
 * and the labels of the order pages, so a limit is written once. `unique` fields must differ between the rows of
 * one order (names, wells); a `name` field is what the order lists call the row.
 */
export type ServiceField =
  | { name: string; kind: 'text'; max: number; required?: boolean; unique?: boolean; title?: boolean }
  | { name: string; kind: 'number'; min: number; max: number; integer?: boolean; required?: boolean; defaultValue?: number }
  | { name: string; kind: 'choice'; values: readonly string[]; defaultValue: string }
  | { name: string; kind: 'sequence'; rule: SequenceRule; required?: boolean }
  | { name: string; kind: 'well'; required: true; unique: true };

/** The wells of a 96-well plate, filled down the columns as a sequencing lab loads them: A1, B1, … H1, A2, … H12. */
export const PLATE_ROWS = 'ABCDEFGH';
export const PLATE_COLUMNS = 12;
export const PLATE_WELLS: readonly string[] = Array.from({ length: PLATE_COLUMNS }, (_, column) =>
  Array.from(PLATE_ROWS, (row) => `${row}${column + 1}`),
).flat();
const WELL_PATTERN = /^[A-H](?:[1-9]|1[0-2])$/;

/** A well as typed ('a01', ' B7 ') in the plate's own spelling ('A1', 'B7'). */
export function normalizeWell(value: string): string {
  const match = /^\s*([A-Ha-h])\s*0*(\d{1,2})\s*$/.exec(value);
  return match ? `${match[1]?.toUpperCase()}${match[2]}` : value.trim();
}

const REQUIRED = 'errors.serviceFieldRequired';

/** What a cell holds before it is checked: blank cells of any kind arrive as '', null or nothing. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function textSchema(field: Extract<ServiceField, { kind: 'text' }>) {
  const base = z.string({ error: REQUIRED }).trim().max(field.max, 'errors.textTooLong');
  return field.required ? base.min(1, REQUIRED) : base.default('');
}

function numberSchema(field: Extract<ServiceField, { kind: 'number' }>) {
  const message = field.integer ? 'errors.serviceWholeNumber' : 'errors.serviceNumberRange';
  const params = { min: field.min, max: field.max };
  const fits = (value: number) => Number.isFinite(value) && (!field.integer || Number.isInteger(value)) && value >= field.min && value <= field.max;
  return z.preprocess(
    (value) => (isBlank(value) ? (field.defaultValue ?? null) : typeof value === 'string' ? Number(value.trim()) : value),
    z
      .custom<number | null>((value) => value === null || typeof value === 'number', { message, params })
      .superRefine((value, context) => {
        if (value === null) {
          if (field.required) context.addIssue({ code: 'custom', message: REQUIRED });
        } else if (!fits(value)) {
          context.addIssue({ code: 'custom', message, params });
        }
      }),
  );
}

/** One field's schema: blank optional cells become '' or null; bad ones carry an `errors.` or `sequences.` message key. */
export function serviceFieldSchema(field: ServiceField): z.ZodType {
  switch (field.kind) {
    case 'text':
      return textSchema(field);
    case 'number':
      return numberSchema(field);
    case 'choice':
      return z.preprocess(
        (value) => (isBlank(value) ? field.defaultValue : value),
        z.enum(field.values as [string, ...string[]], { error: 'errors.serviceChoiceInvalid' }),
      );
    case 'sequence':
      return checkedSequenceSchema(field.rule, { required: field.required ?? false, requiredMessage: REQUIRED });
    case 'well':
      return z.string({ error: REQUIRED }).transform(normalizeWell).pipe(z.string().min(1, REQUIRED).regex(WELL_PATTERN, 'errors.wellInvalid'));
  }
}

/** What a field holds when it is a sequence: a protein or DNA (a primer); null for any other field. */
export function sequenceKindOf(field: ServiceField): 'protein' | 'dna' | null {
  if (field.kind !== 'sequence') return null;
  return field.rule.alphabet === 'protein' ? 'protein' : 'dna';
}

/** The value a row is listed under: its first `title` field, or its first text field. */
export function titleField(fields: readonly ServiceField[]): string {
  return (fields.find((field) => field.kind === 'text' && field.title) ?? fields.find((field) => field.kind === 'text'))?.name ?? fields[0]?.name ?? '';
}

type RowValues = Record<string, unknown>;

/** How a unique field's values are compared: wells as the plate spells them, names without case or surrounding spaces. */
export function uniqueCellKey(field: ServiceField, value: unknown): string {
  if (typeof value !== 'string') return '';
  return field.kind === 'well' ? normalizeWell(value) : value.trim().toLowerCase();
}

/** Rows (0-based) whose value of a unique field an earlier row already has. */
export function repeatedRows(rows: readonly RowValues[], field: ServiceField): number[] {
  const seen = new Set<string>();
  return rows.flatMap((row, index) => {
    const value = uniqueCellKey(field, row[field.name]);
    if (value === '') return [];
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}

/**
 * The rows of one service: each row checked field by field, then every unique field across the rows; a repeat is
 * reported on the row that repeats, so each bad row is named.
 */
export function serviceRowsSchema(fields: readonly ServiceField[], maxRows: number) {
  const row = z.object(Object.fromEntries(fields.map((field) => [field.name, serviceFieldSchema(field)])));
  return z
    .array(row)
    .min(1, 'errors.orderRowsRequired')
    .superRefine((rows, context) => {
      if (rows.length > maxRows) context.addIssue({ code: 'custom', message: 'errors.serviceRowsTooMany', params: { max: maxRows } });
      for (const field of fields) {
        if (!('unique' in field && field.unique)) continue;
        for (const index of repeatedRows(rows as RowValues[], field)) {
          context.addIssue({ code: 'custom', path: [index, field.name], message: 'errors.serviceValueRepeats' });
        }
      }
    });
}

/** A stored row: what the schema gave back, every value text, a number or null. */
export type ServiceRowValues = Record<string, string | number | null>;
