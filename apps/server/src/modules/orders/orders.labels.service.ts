import { type ScanResult, tubePlace } from '@portal/domain';
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type OrderLineRow, type OrderRow, type TubeLabelRow, hasTubeLabels, insertTubeLabels, tubeLabelByCode } from './orders.repository.js';

/** Without 0/O and 1/I, so a code read aloud or typed from a worn label is not mistaken. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Twelve random characters: a label's code cannot be guessed from another one, since the scan page is public. */
function newLabelCode(): string {
  return Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Labels every tube of the order's product lines when its first parcel ships: one code per tube, with the
 * project, potency, fill and where the tube sits (box and position) for the recipient's scanner.
 */
export async function labelTubes(tx: Database, order: OrderRow, lines: readonly OrderLineRow[], parcelLabel: string): Promise<void> {
  if (await hasTubeLabels(tx, order.id)) return;
  let index = 0;
  const rows = lines.flatMap((line) => {
    const product = line.product;
    if (!product) return [];
    const tubeCount = product.packingTubeCount ?? line.quantity;
    const unit = line.packLabel.replace(/^[\d.,\s]+/, '') || 'mg';
    return Array.from({ length: tubeCount }, (_, tube) => {
      const place = tubePlace(index);
      index += 1;
      return {
        code: newLabelCode(),
        orderId: order.id,
        lineId: line.id,
        tubeNo: tube + 1,
        tubeCount,
        projectNo: `${order.orderNo}-${line.lineNo}`,
        projectName: product.projectName || product.catalog,
        potency: product.concentration === null ? '' : `${number(product.concentration)} mg/ml`,
        subpackageAmount: product.packingQuantity === null ? line.packLabel : `${number(product.packingQuantity)} ${unit}`,
        subpackageVolume: product.packingQuantity !== null && product.concentration ? `${number(product.packingQuantity / product.concentration)} ml` : '',
        productionSerialNo: product.batchNo || `${order.orderNo}-${line.lineNo}`,
        shippingBox: `${parcelLabel} / BOX-${place.box}`,
        position: place.position,
      };
    });
  });
  await insertTubeLabels(tx, rows);
}

function toScanResult(row: TubeLabelRow): ScanResult {
  const { code, projectNo, projectName, potency, subpackageAmount, tubeCount, subpackageVolume, productionSerialNo, shippingBox, position } = row;
  return { code, projectNo, projectName, potency, subpackageAmount, tubeCount, subpackageVolume, productionSerialNo, shippingBox, position };
}

export async function scanLabel(db: Database, code: string): Promise<ScanResult> {
  const row = await tubeLabelByCode(db, code);
  if (!row) throw new AppError(404, 'scanLabelUnknown');
  return toScanResult(row);
}
