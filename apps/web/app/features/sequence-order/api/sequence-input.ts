import { type ParsedInquiry, type SequenceLineInput, inquiryInputSchema } from '@portal/domain';
import { type InquiryDetailsValues, inquiryDetailsField, inquiryDetailsInput } from '../../../components/inquiry-details/inquiry-details-values';

/** The chains of a protein, in the order of spec section 3. */
export const SEQUENCE_FIELDS = ['sequence1', 'sequence2', 'sequence3', 'sequence4'] as const;

const TEXT_FIELDS = ['proteinName', 'expressionHost', 'isotypeTag', ...SEQUENCE_FIELDS, 'buffer', 'note'] as const;

export type ProteinValues = Partial<Record<(typeof TEXT_FIELDS)[number], string>> &
  Partial<Pick<SequenceLineInput, 'unit' | 'transport' | 'packaging'>> & { scale?: number | null };

export type SequenceOrderValues = InquiryDetailsValues & { lines?: ProteinValues[] };

/** A new row with the contract's defaults shown, so the customer sees what is sent unless changed. */
export const NEW_PROTEIN: ProteinValues = { unit: 'mg', transport: 'dryIce', packaging: 'liquid' };

/** The sequence order the form describes, checked by the domain's schema exactly as the server will check it. */
export function parseSequenceOrder(values: SequenceOrderValues) {
  // Untouched text fields are undefined in the form; as '' they get the schema's own messages ("required", …).
  const lines = (values.lines ?? []).map((row) => ({ ...row, ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, row[field] ?? ''])) }));
  return inquiryInputSchema.safeParse({
    orderType: 'sequence',
    cart: 'plasmid',
    cartLineIds: [],
    lines,
    ...inquiryDetailsInput(values),
  } satisfies Record<keyof ParsedInquiry, unknown>);
}

type Issue = { path: readonly PropertyKey[]; message: string };
export type FieldErrors = { fields: { name: (string | number)[]; errors: string[] }[]; other: string[] };

/** Rows whose protein name an earlier row already has (case and surrounding spaces ignored, as the schema does). */
function repeatedNameRows(values: SequenceOrderValues): number[] {
  const seen = new Set<string>();
  return (values.lines ?? []).flatMap((row, index) => {
    const name = (row.proteinName ?? '').trim().toLowerCase();
    if (seen.has(name)) return [index];
    seen.add(name);
    return [];
  });
}

/**
 * The schema's issues as form errors, first per field, in words by `text`. The form's field names are the
 * contract's paths; a repeated protein name is shown on each row that repeats an earlier one.
 */
export function sequenceFieldErrors(values: SequenceOrderValues, issues: readonly Issue[], text: (message: string) => string): FieldErrors {
  const fields = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const other: string[] = [];
  const put = (name: (string | number)[], message: string) => {
    const key = JSON.stringify(name);
    if (!fields.has(key)) fields.set(key, { name, errors: [text(message)] });
  };
  for (const issue of issues) {
    const [key, index, field] = issue.path;
    const detail = issue.path.length === 1 ? inquiryDetailsField(key ?? '') : null;
    if (key === 'lines' && typeof index === 'number' && typeof field === 'string') put(['lines', index, field], issue.message);
    else if (issue.message === 'errors.proteinNamesRepeat') for (const row of repeatedNameRows(values)) put(['lines', row, 'proteinName'], issue.message);
    else if (detail) put([detail], issue.message);
    else other.push(text(issue.message));
  }
  return { fields: [...fields.values()], other };
}
