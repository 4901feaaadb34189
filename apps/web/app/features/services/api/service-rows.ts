import {
  PLATE_WELLS,
  type ParsedInquiry,
  type PrimerPrices,
  type ServiceField,
  type ServiceKey,
  type ServiceRowValues,
  cleanPastedSequence,
  inquiryInputSchema,
  normalizeWell,
  pastedSheetRows,
  primerPriceMinor,
  serviceFields,
} from '@portal/domain';
import type { TFunction } from 'i18next';
import type { InquiryDetailsValues } from '../../../components/inquiry-details/inquiry-details-values';
import { inquiryDetailsInput } from '../../../components/inquiry-details/inquiry-details-values';
import type { EditableRow } from '../../../lib/editable-table';

/** A row of a service's order table. */
export type ServiceRow = EditableRow;

/** The fields' values of a table row, without the table's own keys (its id). */
function fieldValues(fields: readonly ServiceField[], row: ServiceRow): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, row[field.name] ?? '']));
}

/** The service order the page describes, checked by the domain's schema exactly as the server will check it. */
export function parseServiceOrder(service: ServiceKey, rows: readonly ServiceRow[], details: InquiryDetailsValues) {
  const fields = serviceFields(service);
  return inquiryInputSchema.safeParse({
    orderType: 'service',
    service,
    cart: 'standard',
    cartLineIds: [],
    lines: rows.map((row) => fieldValues(fields, row)),
    ...inquiryDetailsInput(details),
  } satisfies Record<keyof ParsedInquiry, unknown> & { service: ServiceKey });
}

/** A pasted cell of a choice column: the stored value or its label in the reader's language, either case; else as typed, for the cell's check to name. */
function choiceValue(field: Extract<ServiceField, { kind: 'choice' }>, cell: string, t: TFunction): string {
  const wanted = cell.trim().toLowerCase();
  if (wanted === '') return field.defaultValue;
  return field.values.find((value) => value.toLowerCase() === wanted || t(`services:choice_${field.name}_${value}`).toLowerCase() === wanted) ?? cell;
}

const WELL_LIKE = /^\s*[A-Ha-h]\s*0*\d{1,2}\s*$/;

/**
 * Rows of cells (pasted, or read from an uploaded sheet) in the table's column order; a plate list may leave out the
 * well column. A first row that names the first column (a header copied with the data) is skipped.
 */
export function serviceRowsFromCells(service: ServiceKey, cells: readonly (readonly string[])[], t: TFunction): Record<string, unknown>[] {
  const fields = serviceFields(service);
  const [first] = fields;
  const header = cells[0]?.[0]?.trim().toLowerCase();
  const data = first && (header === first.name.toLowerCase() || header === t(`services:field_${first.name}`).toLowerCase()) ? cells.slice(1) : cells;
  // A plate list without its well column starts with the sample; the wells are then given in loading order.
  const withoutWells = first?.kind === 'well' && !data.every((row) => WELL_LIKE.test(row[0] ?? ''));
  const columns = withoutWells ? fields.slice(1) : fields;
  return data.map((row) =>
    Object.fromEntries(
      columns.map((field, index) => {
        const cell = row[index]?.trim() ?? '';
        return [field.name, field.kind === 'choice' ? choiceValue(field, cell, t) : cell];
      }),
    ),
  );
}

/** Rows pasted from a spreadsheet, or typed with commas (`serviceRowsFromCells`). */
export function pastedServiceRows(service: ServiceKey, text: string, t: TFunction): Record<string, unknown>[] {
  return serviceRowsFromCells(
    service,
    pastedSheetRows(text).map((row) => row.cells),
    t,
  );
}

/** Empty wells filled with the plate's free wells in loading order (down the columns), so a pasted list needs no well column. */
export function withPlateWells<Row extends Record<string, unknown>>(rows: readonly Row[]): Row[] {
  const taken = new Set(rows.map((row) => (typeof row.well === 'string' ? normalizeWell(row.well) : '')));
  const free = PLATE_WELLS.filter((well) => !taken.has(well));
  return rows.map((row) => (typeof row.well === 'string' && row.well.trim() !== '' ? row : { ...row, well: free.shift() ?? '' }));
}

/** A row's price from the price list, its sequence read as it will be stored: the column and the total both use it. */
export function primerRowPrice(row: ServiceRow, prices: PrimerPrices): number {
  const sequence = typeof row.sequence === 'string' ? cleanPastedSequence(row.sequence) : '';
  return primerPriceMinor({ ...(row as ServiceRowValues), sequence }, prices);
}
