import { z } from 'zod';
import { CURRENCIES } from '../catalog/product.contract.js';
import { pageQuerySchema } from '../http/envelope.js';

/**
 * The carts a customer keeps, one per kind of ordering (spec section 7): the catalogue's product cart of the
 * animal-model portal, the standard portal's cart, and the plasmid portal's order and vector-carrier carts.
 */
export const CART_KINDS = ['abinvivo', 'standard', 'plasmid', 'carrier'] as const;
export type CartKind = (typeof CART_KINDS)[number];

/** Spec section 9: the cart page asks for up to 1000 lines; the badge asks for a page of 10 and reads the total. */
export const CART_LIST_PAGE_SIZE = 1000;
export const CART_POPOVER_LINES = 5;
/** A cart holds at most as many lines as one inquiry may carry. */
export const MAX_CART_LINES = 999;
export const MAX_LINE_QUANTITY = 10_000;

/** Spec section 3, cart line: catalog, projectName, orderNo, orderType, and the pack and quantity chosen. */
export const cartLineSchema = z.object({
  id: z.string(),
  catalog: z.string(),
  projectName: z.string(),
  /** Empty for a catalogue line; the plasmid header shows the order number of plasmid lines. */
  orderNo: z.string(),
  orderType: z.string(),
  productId: z.string().nullable(),
  packId: z.string().nullable(),
  /** The plasmid design a carrier cart line holds; null on catalogue lines. */
  designId: z.string().nullable(),
  packLabel: z.string(),
  quantity: z.number().int(),
  /** The customer's current catalogue price for one pack, in minor units; null when the pack is quote-only. */
  unitPriceMinor: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  /** The line's product page, so the popover's entries and the cart link back to what was chosen. */
  productPath: z.string().nullable(),
  createdAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Which of the order client's carts a call means: `clientOrderType` absent for the standard cart, 'plasmid' for the plasmid cart. */
export const cartChoiceSchema = z.object({ clientOrderType: z.enum(['plasmid']).optional() });
/** GET .../order/cartlist (spec section 7). */
export const standardCartQuerySchema = pageQuerySchema.extend(cartChoiceSchema.shape);

const quantitySchema = z.coerce
  .number({ error: 'errors.cartQuantityRequired' })
  .int('errors.cartQuantityRequired')
  .min(1, 'errors.cartQuantityRequired')
  .max(MAX_LINE_QUANTITY, 'errors.cartQuantityTooLarge');

/** Adding a catalogue product: the pack (the "specification") must be chosen; adding it again raises the quantity. */
export const cartAddSchema = z.object({
  catalogNo: z.string().trim().min(1, 'errors.cartCatalogRequired').max(60),
  packId: z.string({ error: 'errors.specificationRequired' }).trim().min(1, 'errors.specificationRequired').max(60),
  quantity: quantitySchema.default(1),
});
export type CartAddInput = z.input<typeof cartAddSchema>;

export const cartEditSchema = z.object({
  id: z.string().uuid('errors.notFound'),
  packId: z.string().trim().min(1, 'errors.specificationRequired').max(60).optional(),
  quantity: quantitySchema.optional(),
});
export type CartEditInput = z.input<typeof cartEditSchema>;

export const cartDeleteSchema = z.object({ ids: z.array(z.string().uuid('errors.notFound')).min(1).max(MAX_CART_LINES) });

/** The carrier cart takes a saved design by its id; only the customer's own designs go in. */
export const carrierAddSchema = z.object({ designId: z.string({ error: 'errors.designNotFound' }).uuid('errors.designNotFound') });
export type CarrierAddInput = z.input<typeof carrierAddSchema>;
