import multipart from '@fastify/multipart';
import {
  CART_IMPORT_COLUMNS,
  type CartKind,
  type Edition,
  IMPORT_PARTIAL_CODE,
  UPLOAD_MAX_BYTES,
  cartAddSchema,
  cartChoiceSchema,
  cartDeleteSchema,
  cartEditSchema,
  cartLineSchema,
  cartPasteResultSchema,
  cartPasteSchema,
  envelopeSchema,
  importResultSchema,
  okEnvelope,
  pageQuerySchema,
  pageResultSchema,
  pastedCartRows,
  standardCartQuerySchema,
  translate,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError, unauthorized } from '../../errors.js';
import { editionCurrency, priceGroupOf } from '../catalog/index.js';
import { importHeaders, importOutcome, readImportRows, receiveSpreadsheet, sendImportTemplate } from '../uploads/index.js';
import { addCartRows } from './cart.rows.service.js';
import { type CartContext, addToCart, editCartLine, listCart, removeFromCart } from './cart.service.js';

const ABINVIVO = '/by-abinvivo/abinvivo/byAbinvivoShoppingCart';
const ORDER_CLIENT = '/by-order-client/order/cart';
const BULK_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * The carts of spec section 7; every call is the signed-in customer's own, and another's line is simply not found.
 * The animal-model cart's writes live beside its list; the order client's carts (standard, and plasmid with
 * `clientOrderType=plasmid`) have the same writes under `/by-order-client/order/cart`.
 */
export async function cartRoutes(app: FastifyInstance, options: { db: Database; edition: Edition; uploadRoot: string }) {
  const { db, uploadRoot } = options;
  await app.register(multipart, { preservePath: true, limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const currency = editionCurrency(options.edition);
  const common = { preValidation: app.requireCustomer };
  const tags = ['cart'];
  const security = [{ accessToken: [] }];
  const page = envelopeSchema(pageResultSchema(cartLineSchema));
  const importReply = envelopeSchema(importResultSchema);

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

  const carts: { base: string; kindOf: (choice: z.infer<typeof cartChoiceSchema>) => CartKind }[] = [
    { base: ABINVIVO, kindOf: () => 'abinvivo' },
    { base: ORDER_CLIENT, kindOf: (choice) => (choice.clientOrderType === 'plasmid' ? 'plasmid' : 'standard') },
  ];
  for (const { base, kindOf } of carts) {
    const querystring = base === ABINVIVO ? z.object({}) : cartChoiceSchema;
    routes.post(`${base}/add`, { ...common, schema: { tags, security, querystring, body: cartAddSchema, response: { 200: envelopeSchema(cartLineSchema) } } }, async (request) =>
      okEnvelope(await addToCart(db, kindOf(request.query), await contextOf(request), request.body)),
    );
    routes.post(`${base}/edit`, { ...common, schema: { tags, security, body: cartEditSchema, response: { 200: envelopeSchema(cartLineSchema) } } }, async (request) =>
      okEnvelope(await editCartLine(db, await contextOf(request), request.body)),
    );
    routes.post(
      `${base}/deleteBatch`,
      { ...common, schema: { tags, security, body: cartDeleteSchema, response: { 200: envelopeSchema(z.object({ removed: z.number().int() })) } } },
      async (request) => okEnvelope({ removed: await removeFromCart(db, (await contextOf(request)).customerId, request.body.ids) }),
    );

    routes.post(
      `${base}/pasteLines`,
      { ...common, config: { rateLimit: BULK_RATE_LIMIT }, schema: { tags, security, querystring, body: cartPasteSchema, response: { 200: envelopeSchema(cartPasteResultSchema) } } },
      async (request) => {
        const context = await contextOf(request);
        const { added, refused } = await addCartRows(db, kindOf(request.query), context, pastedCartRows(request.body.text));
        const problems = refused.map((row) => ({ row: row.row, message: translate(context.language, 'errors', row.key, row.params) }));
        return okEnvelope({ added, problems });
      },
    );

    routes.post(
      `${base}/importLines`,
      {
        ...common,
        config: { rateLimit: BULK_RATE_LIMIT },
        schema: { tags, security, querystring, consumes: ['multipart/form-data'], response: { 200: importReply, [IMPORT_PARTIAL_CODE]: importReply } },
      },
      async (request, response) => {
        const context = await contextOf(request);
        if (!request.isMultipart()) throw new AppError(400, 'uploadInvalid');
        const rows = await readImportRows(await receiveSpreadsheet(uploadRoot, request.parts()), CART_IMPORT_COLUMNS, context.language);
        const cells = rows.map(({ row, values }) => ({ number: row, cells: [values.catalogNo, values.packLabel, values.quantity] }));
        const { added, refused } = await addCartRows(db, kindOf(request.query), context, cells);
        const cellsOf = new Map(cells.map((row) => [row.number, row.cells]));
        const { result, partial } = await importOutcome(db, uploadRoot, {
          customerId: context.customerId,
          language: context.language,
          totalCount: rows.length,
          successCount: added,
          failed: refused.map((problem) => ({
            row: problem.row,
            values: cellsOf.get(problem.row) ?? [],
            reasons: [translate(context.language, 'errors', problem.key, problem.params)],
          })),
          headers: importHeaders(CART_IMPORT_COLUMNS, context.language),
          reportName: 'cartImportErrorsName',
        });
        if (!partial) return okEnvelope(result, result.msg);
        return response.code(IMPORT_PARTIAL_CODE).send({ ...okEnvelope(result, result.msg), code: IMPORT_PARTIAL_CODE });
      },
    );
  }

  routes.get(`${ORDER_CLIENT}/importTemplate`, { ...common, schema: { tags, security } }, (request, response) =>
    sendImportTemplate(response, CART_IMPORT_COLUMNS, request.ctx.language, 'cartImportTemplateName'),
  );
}
