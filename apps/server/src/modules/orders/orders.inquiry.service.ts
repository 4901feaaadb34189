import {
  type Edition,
  type InquiryResult,
  type Language,
  type ParsedInquiry,
  formatAddress,
  primerPriceMinor,
  serviceFields,
  titleField,
} from '@portal/domain';
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type CustomerRow, chosenDepartment, ownedAddress } from '../accounts/index.js';
import { removeCartLines } from '../cart/index.js';
import { type OrderablePack, type Pricing, orderablePacks } from '../catalog/index.js';
import { primerPriceTable } from '../services/index.js';
import { findOwnedUpload } from '../uploads/index.js';
import { type NewOrderDesign, insertOrderDesigns } from './orders.designs.repository.js';
import { vectorLinesOf } from './orders.designs.service.js';
import { takeOrderStep } from './orders.move.js';
import type { ProductLineFields } from './orders.table.js';
import { type NewOrderLine, type OrderRow, insertOrder, insertOrderLines, orderByIdempotencyKey } from './orders.repository.js';

export type InquiryContext = { customer: CustomerRow; language: Language; pricing: Pricing; edition: Edition; brand: string };

/** Day plus eight random digits: unique without a counter row that every submission would queue on. */
export function newOrderNo(prefix: string, now: Date): string {
  return `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** An order row for one catalogue pack, the pack's price for the customer kept beside it as the guide. */
export function packOrderLine(pack: OrderablePack, lineNo: number, quantity: number, product: ProductLineFields): NewOrderLine {
  return { lineNo, productId: pack.productId, packId: pack.packId, packLabel: pack.sizeLabel, quantity, catalogUnitPriceMinor: pack.unitPriceMinor, product };
}

const resultOf = (row: OrderRow): InquiryResult => ({ id: row.id, orderNo: row.orderNo });

async function checkFilesOwned(db: Database, customerId: string, paths: readonly string[]): Promise<void> {
  const found = await Promise.all(paths.map((path) => findOwnedUpload(db, customerId, path)));
  if (found.some((upload) => upload === null)) throw new AppError(400, 'orderAttachmentNotYours');
}

type StoredLines = { lines: NewOrderLine[]; firstLine: string; designs?: NewOrderDesign[] };

/**
 * The order rows to store: product lines priced from the catalogue as a guide for the quote, sequence lines, service
 * rows, or vector rows with the designs they build.
 */
async function orderLinesOf(db: Database, input: ParsedInquiry, context: InquiryContext): Promise<StoredLines> {
  if (input.orderType === 'service') {
    const title = titleField(serviceFields(input.service));
    // Primers are priced from the staff's table as the form priced them, as a guide for the quote; other services are quoted.
    const prices = input.service === 'primerSynthesis' ? (await primerPriceTable(db))[context.pricing.currency] : null;
    return {
      lines: input.lines.map((row, index) => ({
        lineNo: index + 1,
        quantity: 1,
        service: row,
        catalogUnitPriceMinor: prices ? primerPriceMinor(row, prices) : null,
      })),
      firstLine: String(input.lines[0]?.[title] ?? ''),
    };
  }
  if (input.orderType === 'vector') return vectorLinesOf(db, context.customer.id, input, context.pricing.currency);
  if (input.orderType === 'sequence') {
    return {
      lines: input.lines.map((line, index) => ({ lineNo: index + 1, quantity: 1, sequence: line })),
      firstLine: input.lines[0]?.proteinName ?? '',
    };
  }
  const packs = await orderablePacks(
    db,
    input.lines.map((line) => line.packId),
    context.language,
    context.pricing,
  );
  const lines = input.lines.map((line, index): NewOrderLine => {
    const catalog = line.catalog.toUpperCase();
    const pack = packs.get(line.packId);
    if (!pack || pack.catalogNo !== catalog) throw new AppError(400, pack ? 'cartPackUnknown' : 'cartProductUnknown', { catalog });
    const { packId: _packId, quantity, ...fields } = line;
    return packOrderLine(pack, index + 1, quantity, { ...fields, catalog, projectName: fields.projectName || pack.name });
  });
  return { lines, firstLine: input.lines[0]?.catalog.toUpperCase() ?? '' };
}

/**
 * Turns the cart into an inquiry, all or nothing: the order, its rows, the cart lines it took, the history row
 * and the e-mail are one transaction. With an Idempotency-Key, a repeat (double click, retried call, ten
 * parallel copies) answers the first inquiry instead of making another.
 */
export async function submitInquiry(db: Database, input: ParsedInquiry, context: InquiryContext, idempotencyKey: string | null): Promise<InquiryResult> {
  const customerId = context.customer.id;
  if (idempotencyKey) {
    const earlier = await orderByIdempotencyKey(db, customerId, idempotencyKey);
    if (earlier) return resultOf(earlier);
  }
  const address = await ownedAddress(db, customerId, input.addressId);
  if (!address) throw new AppError(400, 'shippingAddressRequired');
  const attachmentPaths = [...new Set(input.attachmentPaths)];
  await checkFilesOwned(db, customerId, input.poFilePath ? [...attachmentPaths, input.poFilePath] : attachmentPaths);
  const { lines, firstLine, designs = [] } = await orderLinesOf(db, input, context);
  const customerName = context.customer.realname || context.customer.username;
  const department = await chosenDepartment(db, customerId, context.customer.orgCode);
  const cartLineIds = [...new Set(input.cartLineIds)];

  const stored = await db.transaction(async (tx) => {
    const order = await insertOrder(tx, {
      orderNo: newOrderNo('IQ', new Date()),
      customerId,
      customerName,
      customerEmail: context.customer.email ?? '',
      language: context.language,
      cart: input.cart,
      orderType: input.orderType,
      service: input.orderType === 'service' ? input.service : null,
      status: 'cart',
      currency: context.pricing.currency,
      shippingAddress: [address.company, formatAddress(address, context.edition), address.postalCode]
        .filter(Boolean)
        .join(context.edition === 'zh' ? ' ' : ', '),
      contactName: address.contact,
      contactPhone: input.contactPhone,
      poNumber: input.poNumber,
      ...(department
        ? {
            departmentCode: department.orgCode,
            departmentName: department.departName,
            costCentre: department.costCentre,
            organisationName: department.organisationName,
          }
        : {}),
      poFilePath: input.poFilePath,
      attachmentPaths,
      note: input.note,
      lineCount: lines.length,
      firstLine,
      idempotencyKey,
    });
    if (!order) return null;
    await insertOrderLines(tx, order.id, lines);
    await insertOrderDesigns(tx, order.id, designs);
    const taken = await removeCartLines(tx, customerId, cartLineIds);
    if (taken.length !== cartLineIds.length) throw new AppError(409, 'inquiryCartChanged');
    return takeOrderStep(tx, order, { action: 'submit', actor: { kind: 'customer', id: customerId, name: customerName } }, context.brand);
  });
  if (stored) return resultOf(stored);
  const winner = idempotencyKey ? await orderByIdempotencyKey(db, customerId, idempotencyKey) : null;
  if (!winner) throw new AppError(409, 'conflict');
  return resultOf(winner);
}
