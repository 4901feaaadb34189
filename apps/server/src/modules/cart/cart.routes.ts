import {
  type Edition,
  cartAddSchema,
  cartDeleteSchema,
  cartEditSchema,
  cartLineSchema,
  envelopeSchema,
  okEnvelope,
  pageQuerySchema,
  pageResultSchema,
  standardCartQuerySchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { keepRepliesPrivate } from '../../plugins/private-replies.js';
import { editionCurrency, priceGroupOf } from '../catalog/index.js';
import { type CartContext, addToCart, editCartLine, listCart, removeFromCart } from './cart.service.js';

const ABINVIVO = '/by-abinvivo/abinvivo/byAbinvivoShoppingCart';

/** The carts of spec section 7; every call is the signed-in customer's own, and another's line is simply not found. */
export async function cartRoutes(app: FastifyInstance, options: { db: Database; edition: Edition }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const currency = editionCurrency(options.edition);
  const common = { preValidation: app.requireCustomer };
  const tags = ['cart'];
  const security = [{ accessToken: [] }];
  const page = envelopeSchema(pageResultSchema(cartLineSchema));
  keepRepliesPrivate(app);

  const contextOf = async (request: FastifyRequest): Promise<CartContext> => {
    if (!request.customer) throw unauthorized();
    return { customerId: request.customer.id, language: request.ctx.language, pricing: { currency, priceGroup: await priceGroupOf(db, request.customer.id) } };
  };

  routes.get(`${ABINVIVO}/list`, { ...common, schema: { tags, security, querystring: pageQuerySchema, response: { 200: page } } }, async (request) =>
    okEnvelope(await listCart(db, 'abinvivo', await contextOf(request), request.query)),
  );
  routes.get('/by-order-client/order/cartlist', { ...common, schema: { tags, security, querystring: standardCartQuerySchema, response: { 200: page } } }, async (request) =>
    okEnvelope(await listCart(db, request.query.clientOrderType === 'plasmid' ? 'plasmid' : 'standard', await contextOf(request), request.query)),
  );
  routes.get('/by-order-client/client/plasmidCarrier/cartList', { ...common, schema: { tags, security, querystring: pageQuerySchema, response: { 200: page } } }, async (request) =>
    okEnvelope(await listCart(db, 'carrier', await contextOf(request), request.query)),
  );

  routes.post(`${ABINVIVO}/add`, { ...common, schema: { tags, security, body: cartAddSchema, response: { 200: envelopeSchema(cartLineSchema) } } }, async (request) =>
    okEnvelope(await addToCart(db, 'abinvivo', await contextOf(request), request.body)),
  );
  routes.post(`${ABINVIVO}/edit`, { ...common, schema: { tags, security, body: cartEditSchema, response: { 200: envelopeSchema(cartLineSchema) } } }, async (request) =>
    okEnvelope(await editCartLine(db, await contextOf(request), request.body)),
  );
  routes.post(
    `${ABINVIVO}/deleteBatch`,
    { ...common, schema: { tags, security, body: cartDeleteSchema, response: { 200: envelopeSchema(z.object({ removed: z.number().int() })) } } },
    async (request) => okEnvelope({ removed: await removeFromCart(db, (await contextOf(request)).customerId, request.body.ids) }),
  );
}
