import { z } from 'zod';
import { UPLOAD_MAX_FILES } from '../uploads/upload-rules.js';
import { CART_KINDS, MAX_LINE_QUANTITY } from './cart.contract.js';
import { SERVICES, SERVICE_ROW_FIELDS } from '../services/service-catalogue.js';
import { type ServiceRowValues, serviceRowsSchema } from '../services/service-fields.js';
import { ORDER_PRIORITIES, PACKAGING_FORMS, SEQUENCE_UNITS, TRANSPORT_CONDITIONS, VECTOR_PREPS, VECTOR_VERIFICATIONS } from './order-choices.js';

/** Spec sections 5 and 9: up to 999 order rows and 10 attachments of at most 10 MB. */
export const MAX_ORDER_LINES = 999;
export const MAX_ORDER_ATTACHMENTS = UPLOAD_MAX_FILES;

export const ORDER_TYPES = ['product', 'sequence', 'service', 'vector'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The one-letter amino-acid code, plus X for an unknown residue; sequences are stored upper-case without spaces. */
const AMINO_ACIDS = /^[ACDEFGHIKLMNPQRSTVWYX]+$/;
export const SEQUENCE_MIN_LENGTH = 10;
export const SEQUENCE_MAX_LENGTH = 5000;

const text = (max: number) => z.string().trim().max(max, 'errors.textTooLong').default('');
const positive = (message: string, max: number) => z.coerce.number({ error: message }).positive(message).max(max, message);

/** What a customer types or pastes as a sequence: spaces, line breaks and digits of a FASTA-like paste removed. */
export function normalizeSequence(value: string): string {
  return value.replace(/[\s\d]/g, '').toUpperCase();
}

const sequenceSchema = z
  .string()
  .transform(normalizeSequence)
  .pipe(
    z.union([
      z.literal(''),
      z
        .string()
        .regex(AMINO_ACIDS, 'errors.sequenceLetters')
        .min(SEQUENCE_MIN_LENGTH, 'errors.sequenceLength')
        .max(SEQUENCE_MAX_LENGTH, 'errors.sequenceLength'),
    ]),
  )
  .default('');

/** Spec section 3, product fields of an order row; the pack chosen on the product page is the "specification". */
export const productLineInputSchema = z.object({
  catalog: z.string().trim().min(1, 'errors.cartCatalogRequired').max(60),
  packId: z.string({ error: 'errors.specificationRequired' }).trim().min(1, 'errors.specificationRequired').max(60),
  projectName: text(120),
  projectType: text(60),
  batchNo: text(60),
  priority: z.enum(ORDER_PRIORITIES).default('normal'),
  /** Concentration requirement in mg/ml. */
  concentration: positive('errors.concentrationInvalid', 100).nullable().default(null),
  /** Amount per tube, in the pack's unit. */
  packingQuantity: positive('errors.packingInvalid', 1_000_000).nullable().default(null),
  packingTubeCount: z.coerce
    .number({ error: 'errors.packingInvalid' })
    .int('errors.packingInvalid')
    .min(1, 'errors.packingInvalid')
    .max(10_000, 'errors.packingInvalid')
    .nullable()
    .default(null),
  quantity: z.coerce
    .number({ error: 'errors.cartQuantityRequired' })
    .int('errors.cartQuantityRequired')
    .min(1, 'errors.cartQuantityRequired')
    .max(MAX_LINE_QUANTITY, 'errors.cartQuantityTooLarge'),
});
export type ProductLineInput = z.input<typeof productLineInputSchema>;
export type ProductOrderLine = z.output<typeof productLineInputSchema>;

/** Spec section 3, sequence/vector order rows: a protein made from up to four chains. */
export const sequenceLineInputSchema = z.object({
  proteinName: z.string().trim().min(1, 'errors.proteinNameRequired').max(120),
  scale: positive('errors.scaleInvalid', 1_000_000),
  unit: z.enum(SEQUENCE_UNITS, { error: 'errors.scaleInvalid' }).default('mg'),
  expressionHost: text(60),
  isotypeTag: text(60),
  sequence1: sequenceSchema.refine((value) => value !== '', 'errors.sequenceRequired'),
  sequence2: sequenceSchema,
  sequence3: sequenceSchema,
  sequence4: sequenceSchema,
  buffer: text(120),
  note: text(500),
  transport: z.enum(TRANSPORT_CONDITIONS, { error: 'errors.transportRequired' }).default('dryIce'),
  packaging: z.enum(PACKAGING_FORMS, { error: 'errors.packagingRequired' }).default('liquid'),
});
export type SequenceLineInput = z.input<typeof sequenceLineInputSchema>;
export type SequenceOrderLine = z.output<typeof sequenceLineInputSchema>;

/** Issue 18, a vector construction row: one of the customer's saved plasmid designs, built and delivered as chosen. */
export const vectorLineInputSchema = z.object({
  // Lower-case, so one design written two ways is still one design to the repeat check.
  designId: z.string({ error: 'errors.designNotFound' }).uuid('errors.designNotFound').toLowerCase(),
  prep: z.enum(VECTOR_PREPS).default('miniprep'),
  verification: z.enum(VECTOR_VERIFICATIONS).default('wholePlasmid'),
  note: text(500),
});
export type VectorLineInput = z.input<typeof vectorLineInputSchema>;
export type VectorOrderLine = z.output<typeof vectorLineInputSchema>;

/** Spec section 5: a contact phone, or 'NA' when there is none to give. */
export const contactPhoneSchema = z
  .string()
  .trim()
  .max(40, 'errors.contactPhoneInvalid')
  .refine((value) => value.toUpperCase() === 'NA' || /^\+?[0-9][0-9 ()-]{4,30}$/.test(value), 'errors.contactPhoneInvalid')
  .transform((value) => (value.toUpperCase() === 'NA' ? 'NA' : value));

/** What every inquiry carries besides its lines; the forms take their limits from it. */
export const inquiryDetailsSchema = z.object({
  /** The cart whose lines this inquiry takes; those lines leave the cart when the inquiry is stored. */
  cart: z.enum(CART_KINDS).default('abinvivo'),
  cartLineIds: z.array(z.string().uuid('errors.notFound')).max(MAX_ORDER_LINES, 'errors.orderRowsTooMany').default([]),
  addressId: z.string({ error: 'errors.shippingAddressRequired' }).uuid('errors.shippingAddressRequired'),
  contactPhone: contactPhoneSchema,
  poNumber: text(60),
  poFilePath: text(300),
  attachmentPaths: z.array(z.string().trim().min(1).max(300)).max(MAX_ORDER_ATTACHMENTS, 'errors.attachmentsTooMany').default([]),
  note: text(2000),
  agreement: z.literal(true, { error: 'errors.orderAgreementRequired' }),
});

const lines = <T extends z.ZodType>(line: T) => z.array(line).min(1, 'errors.orderRowsRequired').max(MAX_ORDER_LINES, 'errors.orderRowsTooMany');

/** A service order (issue 17): an inquiry of its own type whose rows the service's fields describe. */
function serviceInquirySchema() {
  const [first, ...others] = SERVICES.map((service) =>
    inquiryDetailsSchema.extend({
      orderType: z.literal('service'),
      service: z.literal(service.key),
      cart: z.literal('standard').default('standard'),
      lines: serviceRowsSchema(SERVICE_ROW_FIELDS[service.rows], service.maxRows).transform((rows) => rows as ServiceRowValues[]),
    }),
  );
  if (!first) throw new Error('no services');
  return z.discriminatedUnion('service', [first, ...others]);
}

/** An inquiry as the cart's submission sends it. */
export const inquiryInputSchema = z.discriminatedUnion('orderType', [
  inquiryDetailsSchema.extend({ orderType: z.literal('product'), lines: lines(productLineInputSchema) }),
  inquiryDetailsSchema.extend({
    orderType: z.literal('sequence'),
    lines: lines(sequenceLineInputSchema).refine(
      (rows) => new Set(rows.map((row) => row.proteinName.toLowerCase())).size === rows.length,
      'errors.proteinNamesRepeat',
    ),
  }),
  serviceInquirySchema(),
  inquiryDetailsSchema.extend({
    orderType: z.literal('vector'),
    cart: z.literal('carrier').default('carrier'),
    lines: lines(vectorLineInputSchema).refine((rows) => new Set(rows.map((row) => row.designId)).size === rows.length, 'errors.designRepeated'),
  }),
]);
export type InquiryInput = z.input<typeof inquiryInputSchema>;
export type ParsedInquiry = z.output<typeof inquiryInputSchema>;
