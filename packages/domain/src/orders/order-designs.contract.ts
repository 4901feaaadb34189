import { z } from 'zod';
import { PLASMID_FILE_FORMATS } from '../plasmids/genbank.js';
import { designFeatureSchema } from '../plasmids/designs.contract.js';
import { MAX_ORDER_LINES } from './inquiry.contract.js';
import { orderIdQuerySchema } from './order.contract.js';

/**
 * The code a design goes by in the carrier cart and on its vector order's line: 'PD-' and the first eight hex digits
 * of its id, upper-case, short enough to say on the phone and to write on a tube.
 */
export function designCode(designId: string): string {
  return `PD-${designId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * A vector order's design as it was when the inquiry was sent: later edits to the design, or its deletion, leave
 * the order as ordered. `lineNo` is the order line it belongs to.
 */
export const orderDesignSchema = z.object({
  lineNo: z.number().int(),
  designId: z.string(),
  name: z.string(),
  backboneId: z.string(),
  circular: z.boolean(),
  length: z.number().int(),
  sequence: z.string(),
  features: z.array(designFeatureSchema),
});
export type OrderDesign = z.infer<typeof orderDesignSchema>;

/** One line's ordered design as a GenBank or FASTA file. */
export const orderDesignExportQuerySchema = orderIdQuerySchema.extend({
  lineNo: z.coerce.number({ error: 'errors.notFound' }).int('errors.notFound').min(1, 'errors.notFound').max(MAX_ORDER_LINES, 'errors.notFound'),
  format: z.enum(PLASMID_FILE_FORMATS, { error: 'errors.designFormatInvalid' }),
});
