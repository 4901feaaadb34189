import { type CartLine, type ParsedInquiry, type VectorLineInput, inquiryInputSchema } from '@portal/domain';
import { type InquiryDetailsValues, inquiryDetailsInput } from '../../../components/inquiry-details/inquiry-details-values';

/** Per design in the carrier cart: how it is delivered and checked. */
export type VectorRowValues = Partial<Pick<VectorLineInput, 'prep' | 'verification' | 'note'>>;
export type VectorOrderValues = InquiryDetailsValues & { rows?: Record<string, VectorRowValues> };

export const NEW_VECTOR_ROW: VectorRowValues = { prep: 'miniprep', verification: 'wholePlasmid' };

/** The vector order for the carrier cart's chosen lines, checked by the domain's schema exactly as the server checks it. */
export function parseVectorOrder(lines: readonly CartLine[], values: VectorOrderValues) {
  return inquiryInputSchema.safeParse({
    orderType: 'vector',
    cart: 'carrier',
    cartLineIds: lines.map((line) => line.id),
    lines: lines.map((line) => ({ designId: line.designId ?? '', ...NEW_VECTOR_ROW, ...values.rows?.[line.id] })),
    ...inquiryDetailsInput(values),
  } satisfies Record<keyof ParsedInquiry, unknown>);
}
