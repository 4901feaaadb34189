import multipart from '@fastify/multipart';
import { CART_IMPORT_COLUMNS, type CartKind, type Edition, IMPORT_PARTIAL_CODE, cartEndpoints, okEnvelope, pastedSheetRows, translate } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError, unauthorized } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { editionCurrency, priceGroupOf } from '../catalog/index.js';
import { ONE_FILE_MULTIPART, importHeaders, importOutcome, readImportRows, receiveSpreadsheet, sendImportTemplate } from '../uploads/index.js';
import { addCartRows } from './cart.rows.service.js';
import { type CartContext, addDesignToCart, addToCart, editCartLine, listCart, removeFromCart } from './cart.service.js';

const BULK_RATE_LIMIT = { config: { rateLimit: { max: 20, timeWindow: 60_000 } } };

/**
 * The carts of spec section 7 (`cartEndpoints`); every call is the signed-in customer's own, and another's line is
 * simply not found. The animal-model cart and the order client's carts (standard, and plasmid with
 * `clientOrderType=plasmid`) have the same writes under their own bases; the carrier cart takes saved designs.
 */
export async function cartRoutes(app: FastifyInstance, options: { db: Database; edition: Edition; uploadRoot: string }) {
  const { db, uploadRoot } = options;
  await app.register(multipart, ONE_FILE_MULTIPART);
  const currency = editionCurrency(options.edition);

  const contextOf = async (request: FastifyRequest): Promise<CartContext> => {
    if (!request.customer) throw unauthorized();
    return { customerId: request.customer.id, language: request.ctx.language, pricing: { currency, priceGroup: await priceGroupOf(db, request.customer.id) } };
  };

  const { animalModel, orderClient, carrier } = cartEndpoints;
  serveEndpoint(app, animalModel.list, async (request) => okEnvelope(await listCart(db, 'abinvivo', await contextOf(request), request.query)));
  serveEndpoint(app, orderClient.list, async (request) =>
    okEnvelope(await listCart(db, request.query.clientOrderType === 'plasmid' ? 'plasmid' : 'standard', await contextOf(request), request.query)),
  );
  serveEndpoint(app, carrier.list, async (request) => okEnvelope(await listCart(db, 'carrier', await contextOf(request), request.query)));
  const serveRemove = (endpoint: typeof carrier.remove) =>
    serveEndpoint(app, endpoint, async (request) => okEnvelope({ removed: await removeFromCart(db, (await contextOf(request)).customerId, request.body.ids) }));
  serveEndpoint(app, carrier.add, async (request) => okEnvelope(await addDesignToCart(db, await contextOf(request), request.body.designId)));
  serveRemove(carrier.remove);

  const carts = [
    { endpoints: animalModel, kindOf: (): CartKind => 'abinvivo' },
    { endpoints: orderClient, kindOf: (query: { clientOrderType?: 'plasmid' }): CartKind => (query.clientOrderType === 'plasmid' ? 'plasmid' : 'standard') },
  ];
  for (const { endpoints, kindOf } of carts) {
    serveEndpoint(app, endpoints.add, async (request) => okEnvelope(await addToCart(db, kindOf(request.query), await contextOf(request), request.body)));
    serveEndpoint(app, endpoints.edit, async (request) => okEnvelope(await editCartLine(db, await contextOf(request), request.body)));
    serveRemove(endpoints.remove);
    serveEndpoint(
      app,
      endpoints.paste,
      async (request) => {
        const context = await contextOf(request);
        const { added, refused } = await addCartRows(db, kindOf(request.query), context, pastedSheetRows(request.body.text));
        const problems = refused.map((row) => ({ row: row.row, message: translate(context.language, 'errors', row.key, row.params) }));
        return okEnvelope({ added, problems });
      },
      BULK_RATE_LIMIT,
    );
    serveEndpoint(
      app,
      endpoints.importLines,
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
      BULK_RATE_LIMIT,
    );
  }

  serveEndpoint(app, orderClient.importTemplate, (request, response) =>
    sendImportTemplate(response, CART_IMPORT_COLUMNS, request.ctx.language, 'cartImportTemplateName'),
  );
}
