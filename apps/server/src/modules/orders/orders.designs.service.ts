import { type Currency, type OrderDesign, type ParsedInquiry, type Plasmid, type VectorOrderLine, designCode } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { constructionEstimateMinor, customerDesignsOf } from '../plasmids/index.js';
import { type NewOrderDesign, type OrderDesignRow, designOfLine, designsOfOrder } from './orders.designs.repository.js';
import { type NewOrderLine, findOrder } from './orders.repository.js';

type VectorInquiry = Extract<ParsedInquiry, { orderType: 'vector' }>;

/**
 * A vector order's rows: one per design, each the customer's own (another's, like a deleted one, is not found and
 * nothing is stored), priced by the construction estimate as a guide for the quote, and each design copied whole so
 * the order keeps it as it was sent.
 */
export async function vectorLinesOf(
  db: Database,
  customerId: string,
  input: VectorInquiry,
  currency: Currency,
): Promise<{ lines: NewOrderLine[]; firstLine: string; designs: NewOrderDesign[] }> {
  const designs = await customerDesignsOf(
    db,
    customerId,
    input.lines.map((line) => line.designId),
  );
  const ordered = await Promise.all(
    designs.map(async (design, index) => {
      const { prep, verification, note } = input.lines[index] as VectorOrderLine;
      const lineNo = index + 1;
      const line: NewOrderLine = {
        lineNo,
        quantity: 1,
        catalogUnitPriceMinor: await constructionEstimateMinor(design, currency),
        vector: { catalog: designCode(design.id), projectName: design.name, prep, verification, note },
      };
      const { id: designId, name, backboneId, circular, sequence, features } = design;
      return { line, design: { lineNo, designId, name, backboneId, circular, sequence, features } };
    }),
  );
  return {
    lines: ordered.map((entry) => entry.line),
    firstLine: ordered[0]?.line.vector?.catalog ?? '',
    designs: ordered.map((entry) => entry.design),
  };
}

function toOrderDesign(row: OrderDesignRow): OrderDesign {
  const { lineNo, designId, name, backboneId, circular, sequence, features } = row;
  return { lineNo, designId, name, backboneId, circular, length: sequence.length, sequence, features };
}

/** The designs of an order as it was sent; with `customerId`, only of that customer's own order (else not found). */
export async function orderDesignsOf(db: Database, orderId: string, customerId?: string): Promise<OrderDesign[]> {
  if (!(await findOrder(db, orderId, customerId))) throw notFound();
  return (await designsOfOrder(db, orderId)).map(toOrderDesign);
}

/** One line's design as it was ordered, to download as a file; with `customerId`, only from their own order. */
export async function orderedPlasmid(db: Database, orderId: string, lineNo: number, customerId?: string): Promise<Plasmid> {
  const design = (await findOrder(db, orderId, customerId)) ? await designOfLine(db, orderId, lineNo) : null;
  if (!design) throw notFound();
  return { name: design.name, sequence: design.sequence, circular: design.circular, features: design.features };
}
