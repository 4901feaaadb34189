import { z } from 'zod';

/** A tube or box label's code: what the printed barcode or QR code holds. */
export const scanCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,40}$/, 'errors.scanCodeInvalid'),
});

/** Spec section 3, scan result fields. */
export const scanResultSchema = z.object({
  code: z.string(),
  projectNo: z.string(),
  projectName: z.string(),
  potency: z.string(),
  subpackageAmount: z.string(),
  tubeCount: z.number().int(),
  subpackageVolume: z.string(),
  productionSerialNo: z.string(),
  shippingBox: z.string(),
  position: z.string(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/** Tubes per shipping box: a 9 × 9 cryobox, positions A1 to I9. */
export const BOX_ROWS = 'ABCDEFGHI';
export const BOX_COLUMNS = 9;

/** Where the n-th tube (from 0) of a shipment sits: box number from 1 and position in that box. */
export function tubePlace(index: number): { box: number; position: string } {
  const perBox = BOX_ROWS.length * BOX_COLUMNS;
  const slot = index % perBox;
  return { box: Math.floor(index / perBox) + 1, position: `${BOX_ROWS[Math.floor(slot / BOX_COLUMNS)]}${(slot % BOX_COLUMNS) + 1}` };
}
