import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { pageQuerySchema, pageResultSchema } from '../http/envelope.js';
import { IMPORT_PARTIAL_CODE, importResultSchema } from '../system/import.contract.js';
import { cartPasteResultSchema, cartPasteSchema } from './cart-rows.js';
import {
  carrierAddSchema,
  cartAddSchema,
  cartChoiceSchema,
  cartDeleteSchema,
  cartEditSchema,
  cartLineSchema,
  standardCartQuerySchema,
} from './cart.contract.js';

const tags = ['cart'];
const CARRIER = '/by-order-client/client/plasmidCarrier';
const cartPage = pageResultSchema(cartLineSchema);

const removeEndpoint = (base: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${base}/deleteBatch`,
    tags,
    access: 'customer',
    body: cartDeleteSchema,
    reply: z.object({ removed: z.number().int() }),
  });

/** The writes every catalogue cart has, under its own base; `query` says which of the base's carts is meant. */
function cartWriteEndpoints<Q extends z.ZodType>(base: string, query: Q) {
  return {
    add: defineEndpoint({ method: 'POST', path: `${base}/add`, tags, access: 'customer', query, body: cartAddSchema, reply: cartLineSchema }),
    edit: defineEndpoint({ method: 'POST', path: `${base}/edit`, tags, access: 'customer', body: cartEditSchema, reply: cartLineSchema }),
    remove: removeEndpoint(base),
    paste: defineEndpoint({ method: 'POST', path: `${base}/pasteLines`, tags, access: 'customer', query, body: cartPasteSchema, reply: cartPasteResultSchema }),
    /** A partly accepted sheet answers IMPORT_PARTIAL_CODE with the same envelope. */
    importLines: defineEndpoint({
      method: 'POST',
      path: `${base}/importLines`,
      tags,
      access: 'customer',
      query,
      body: 'multipart',
      reply: importResultSchema,
      alsoAnswers: [IMPORT_PARTIAL_CODE],
    }),
  };
}

/**
 * The carts of spec section 7: the animal-model portal's catalogue cart, the order client's standard and plasmid
 * carts (the plasmid one chosen by `clientOrderType=plasmid`) and the plasmid builder's carrier cart of saved designs.
 */
export const cartEndpoints = {
  animalModel: {
    list: defineEndpoint({
      method: 'GET',
      path: '/by-abinvivo/abinvivo/byAbinvivoShoppingCart/list',
      tags,
      access: 'customer',
      query: pageQuerySchema,
      reply: cartPage,
    }),
    ...cartWriteEndpoints('/by-abinvivo/abinvivo/byAbinvivoShoppingCart', z.object({})),
  },
  orderClient: {
    list: defineEndpoint({ method: 'GET', path: '/by-order-client/order/cartlist', tags, access: 'customer', query: standardCartQuerySchema, reply: cartPage }),
    ...cartWriteEndpoints('/by-order-client/order/cart', cartChoiceSchema),
    importTemplate: defineEndpoint({ method: 'GET', path: '/by-order-client/order/cart/importTemplate', tags, access: 'customer', reply: 'file' }),
  },
  carrier: {
    list: defineEndpoint({ method: 'GET', path: `${CARRIER}/cartList`, tags, access: 'customer', query: pageQuerySchema, reply: cartPage }),
    /** A saved design, once: adding it again answers the line that holds it. */
    add: defineEndpoint({ method: 'POST', path: `${CARRIER}/add`, tags, access: 'customer', body: carrierAddSchema, reply: cartLineSchema }),
    remove: removeEndpoint(CARRIER),
  },
};
