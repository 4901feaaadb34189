import { type CartKind, type CartLine, type ParsedInquiry, inquiryInputSchema } from '@portal/domain';
import { type InquiryDetailsValues, inquiryDetailsField, inquiryDetailsInput } from '../../../components/inquiry-details/inquiry-details-values';
import type { SchemaIssue } from '../../../lib/schema-errors';

/** The product fields of spec section 3 a customer may set per line; the pack and quantity come from the cart. */
export const LINE_FIELDS = ['projectName', 'projectType', 'batchNo', 'priority', 'concentration', 'packingQuantity', 'packingTubeCount'] as const;
export type LineField = (typeof LINE_FIELDS)[number];
export type LineValues = Partial<Record<LineField, string | number | null>>;

export type InquiryValues = InquiryDetailsValues & { lines?: Record<string, LineValues> };

/** The inquiry the form describes, checked by the domain's schema exactly as the server will check it. */
export function parseInquiry(kind: CartKind, lines: readonly CartLine[], values: InquiryValues) {
  const rows = lines.map((line) => ({
    ...values.lines?.[line.id],
    catalog: line.catalog,
    packId: line.packId ?? undefined,
    quantity: line.quantity,
  }));
  return inquiryInputSchema.safeParse({
    orderType: 'product',
    cart: kind,
    cartLineIds: lines.map((line) => line.id),
    lines: rows,
    ...inquiryDetailsInput(values),
  } satisfies Record<keyof ParsedInquiry, unknown>);
}

/** The form field that shows an issue of `parseInquiry`, or null for one about the lines as a whole (a message then). */
export function inquiryFieldOf(lines: readonly CartLine[], path: SchemaIssue['path']): (string | number)[] | null {
  const [key, index, field] = path;
  if (key === 'lines') {
    const line = typeof index === 'number' ? lines[index] : undefined;
    return line && LINE_FIELDS.includes(field as LineField) ? ['lines', line.id, field as LineField] : null;
  }
  const detail = inquiryDetailsField(key ?? '');
  return detail ? [detail] : null;
}

/** An issue no field shows, in words: a line's own problem (its pack, its quantity) names the line. */
export function inquiryIssueText(lines: readonly CartLine[], issue: SchemaIssue, text: (message: string) => string): string {
  const [key, index] = issue.path;
  const line = key === 'lines' && typeof index === 'number' ? lines[index] : undefined;
  return line ? `${line.catalog}: ${text(issue.message)}` : text(issue.message);
}
