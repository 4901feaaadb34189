import { z } from 'zod';
import { PRICE_GROUPS, PRODUCT_LINES } from '../catalog/product.contract.js';
import { pageQuerySchema } from '../http/envelope.js';

/**
 * PunchOut: a buyer's procurement system (SAP Ariba, Coupa, Jaggaer, SAP SRM …) opens the catalogue for one of its
 * users, the user fills a cart at the buyer's prices and transfers it back, and the buyer later sends a purchase order.
 * cXML 1.2.x and SAP's OCI 5.0 are the two ways in.
 */
export const PUNCHOUT_PROTOCOLS = ['cxml', 'oci'] as const;
export type PunchoutProtocol = (typeof PUNCHOUT_PROTOCOLS)[number];

/** The staff permission that keeps buyers and reads their sessions and documents. */
export const PUNCHOUT_PERMISSION = 'system:punchout';

/** The start address works once, within this time; a PunchOut session may be transferred back for this long. */
export const PUNCHOUT_TICKET_TTL_MS = 5 * 60_000;
export const PUNCHOUT_SESSION_TTL_MS = 8 * 3600_000;

/** The largest cXML document read: a 999-line purchase order fits with room to spare. */
export const PUNCHOUT_MAX_XML_BYTES = 2 * 1024 * 1024;

export const PUNCHOUT_OPERATIONS = ['create', 'edit', 'inspect'] as const;
export type PunchoutOperation = (typeof PUNCHOUT_OPERATIONS)[number];

/** UNSPSC commodity codes are 8 digits, optionally with a 2-digit business function. */
export const unspscSchema = z
  .string()
  .trim()
  .regex(/^\d{8}(\d{2})?$/, 'errors.punchoutUnspscInvalid');
/** UN/CEFACT recommendation 20 unit codes ("EA", "PK", "KT", "MGM" …). */
export const unitOfMeasureSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,3}$/, 'errors.punchoutUomInvalid');

const identitySchema = z.string().trim().max(200);

/** How one catalogue line is described to the buyer: its unit of measure and UNSPSC class. */
export const punchoutLineMappingSchema = z.object({ line: z.enum(PRODUCT_LINES), uom: unitOfMeasureSchema, unspsc: unspscSchema });
export type PunchoutLineMapping = z.infer<typeof punchoutLineMappingSchema>;

/**
 * A buyer as staff configure it. cXML buyers are known by their From identity (and the Sender's, when a network such as
 * Ariba sends for them); OCI buyers by the user name in their entry address. Either way the shared secret proves it.
 */
export const punchoutBuyerInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    protocol: z.enum(PUNCHOUT_PROTOCOLS),
    fromDomain: identitySchema.default(''),
    fromIdentity: identitySchema.default(''),
    senderDomain: identitySchema.default(''),
    senderIdentity: identitySchema.default(''),
    /** The identity the supplier signs its own documents with (the To of the buyer's requests). */
    supplierDomain: identitySchema.default(''),
    supplierIdentity: identitySchema.default(''),
    ociUsername: identitySchema.default(''),
    priceGroup: z.enum(PRICE_GROUPS),
    defaultUom: unitOfMeasureSchema.default('EA'),
    defaultUnspsc: unspscSchema,
    lineMappings: z.array(punchoutLineMappingSchema).max(PRODUCT_LINES.length).default([]),
    enabled: z.boolean().default(true),
  })
  .refine((buyer) => (buyer.protocol === 'cxml' ? buyer.fromIdentity !== '' : buyer.ociUsername !== ''), {
    message: 'errors.punchoutIdentityRequired',
    path: ['fromIdentity'],
  })
  .refine((buyer) => new Set(buyer.lineMappings.map((mapping) => mapping.line)).size === buyer.lineMappings.length, {
    message: 'errors.punchoutLineTwice',
    path: ['lineMappings'],
  });
export type PunchoutBuyerInput = z.input<typeof punchoutBuyerInputSchema>;

export const punchoutBuyerSchema = z.object({
  id: z.string(),
  name: z.string(),
  protocol: z.enum(PUNCHOUT_PROTOCOLS),
  fromDomain: z.string(),
  fromIdentity: z.string(),
  senderDomain: z.string(),
  senderIdentity: z.string(),
  supplierDomain: z.string(),
  supplierIdentity: z.string(),
  ociUsername: z.string(),
  priceGroup: z.enum(PRICE_GROUPS),
  defaultUom: z.string(),
  defaultUnspsc: z.string(),
  lineMappings: z.array(punchoutLineMappingSchema),
  enabled: z.boolean(),
  /** The secret's first characters, enough to tell which one the buyer holds; the whole secret is shown once. */
  secretHint: z.string(),
  sessions: z.number().int(),
  orders: z.number().int(),
  createdAt: z.string(),
});
export type PunchoutBuyer = z.infer<typeof punchoutBuyerSchema>;

/** Creation and rotation answer with the whole shared secret, the only time it is shown. */
export const punchoutSecretRevealSchema = z.object({ buyer: punchoutBuyerSchema, secret: z.string() });
export type PunchoutSecretReveal = z.infer<typeof punchoutSecretRevealSchema>;

export const PUNCHOUT_SESSION_STATES = ['started', 'open', 'transferred', 'ordered', 'expired'] as const;

export const punchoutSessionSchema = z.object({
  id: z.string(),
  buyerId: z.string(),
  operation: z.enum(PUNCHOUT_OPERATIONS),
  userName: z.string(),
  userEmail: z.string(),
  state: z.enum(PUNCHOUT_SESSION_STATES),
  lineCount: z.number().int(),
  createdAt: z.string(),
  transferredAt: z.string().nullable(),
  orderNo: z.string().nullable(),
});
export type PunchoutSession = z.infer<typeof punchoutSessionSchema>;

export const PUNCHOUT_DOCUMENT_KINDS = [
  'PunchOutSetupRequest',
  'PunchOutSetupResponse',
  'PunchOutOrderMessage',
  'OrderRequest',
  'Response',
  'OciEntry',
  'OciCart',
  'Unknown',
] as const;

export const punchoutDocumentSchema = z.object({
  id: z.string(),
  buyerId: z.string().nullable(),
  buyerName: z.string(),
  sessionId: z.string().nullable(),
  direction: z.enum(['in', 'out']),
  kind: z.enum(PUNCHOUT_DOCUMENT_KINDS),
  payloadId: z.string(),
  statusCode: z.number().int(),
  statusText: z.string(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
  bytes: z.number().int(),
});
export type PunchoutDocument = z.infer<typeof punchoutDocumentSchema>;

/** The document as received or sent, with every shared secret and password replaced by asterisks. */
export const punchoutDocumentBodySchema = punchoutDocumentSchema.extend({ body: z.string() });

export const punchoutDocumentQuerySchema = pageQuerySchema.extend({
  buyerId: z.string().uuid().optional(),
  sessionId: z.string().uuid().optional(),
});

export const punchoutSessionQuerySchema = pageQuerySchema.extend({ buyerId: z.string().uuid() });

/** What the signed-in customer's pages need to know: that this cart goes back to a procurement system, and which. */
export const currentPunchoutSchema = z
  .object({ buyerName: z.string(), protocol: z.enum(PUNCHOUT_PROTOCOLS), operation: z.enum(PUNCHOUT_OPERATIONS), expiresAt: z.string() })
  .nullable();
export type CurrentPunchout = z.infer<typeof currentPunchoutSchema>;

/**
 * The form the browser posts to the buyer: for cXML one `cxml-urlencoded` field holding the PunchOutOrderMessage, for
 * OCI the `NEW_ITEM-*` fields; `target` is OCI's ~TARGET frame, when the buyer named one.
 */
export const punchoutTransferSchema = z.object({
  url: z.string(),
  target: z.string(),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  lineCount: z.number().int(),
});
export type PunchoutTransfer = z.infer<typeof punchoutTransferSchema>;
