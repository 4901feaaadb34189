import type { Currency } from '@portal/domain';
import type { MessageLine } from './punchout.cxml.js';

/** OCI 5.0 caps the short description at 40 characters; the whole text goes in the long text. */
const OCI_DESCRIPTION_LENGTH = 40;

/**
 * The cart as OCI 5.0's `NEW_ITEM-*` fields, numbered from 1: the supplier's part number as VENDORMAT, the pack and
 * session as EXT_PRODUCT_ID (so a purchase order finds them again), the UNSPSC class as EXT_CATEGORY_ID.
 */
export function ociCartFields(lines: readonly MessageLine[], currency: Currency): { name: string; value: string }[] {
  return lines.flatMap((line, index) => {
    const n = index + 1;
    const field = (name: string, value: string) => ({ name: `NEW_ITEM-${name}[${n}]`, value });
    return [
      field('DESCRIPTION', line.description.slice(0, OCI_DESCRIPTION_LENGTH)),
      field('QUANTITY', String(line.quantity)),
      field('UNIT', line.uom),
      field('PRICE', (line.unitPriceMinor / 100).toFixed(2)),
      field('PRICEUNIT', '1'),
      field('CURRENCY', currency),
      field('VENDORMAT', line.supplierPartId),
      field('EXT_PRODUCT_ID', line.auxiliaryId),
      field('EXT_SCHEMA_TYPE', 'UNSPSC'),
      field('EXT_CATEGORY_ID', line.unspsc),
      field('MATGROUP', line.unspsc),
      { name: `NEW_ITEM-LONGTEXT_${n}:132[]`, value: line.description },
    ];
  });
}
