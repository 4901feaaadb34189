import multipart from '@fastify/multipart';
import { catalogStaffEndpoints, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { staffActorOf } from '../audit/index.js';
import { ONE_FILE_MULTIPART, readSheetRows, receiveSpreadsheet } from '../uploads/index.js';
import { addStaffDocument, deleteStaffDocument, replaceStaffDocumentFile, staffDocuments } from './catalog.documents.service.js';
import { IMPORT_MAX_PRODUCTS } from './catalog.import.service.js';
import { importStaffProducts, publishStaffProduct, saveStaffProduct, staffProduct, staffProducts } from './catalog.staff.service.js';

const IMPORT_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/**
 * The catalogue back office (`catalogStaffEndpoints`): every product (published or not), the product editor,
 * publishing, a product's documents (PDFs uploaded to the `document` folder first, then named here by their stored
 * path) and the spreadsheet import.
 */
export async function catalogStaffRoutes(app: FastifyInstance, options: { db: Database; uploadRoot: string }) {
  const { db, uploadRoot } = options;
  await app.register(multipart, ONE_FILE_MULTIPART);
  const endpoints = catalogStaffEndpoints;

  serveEndpoint(app, endpoints.products, async (request) => okEnvelope(await staffProducts(db, request.query, request.ctx.language)));
  serveEndpoint(app, endpoints.product, async (request) => okEnvelope(await staffProduct(db, { catalogNo: request.query.catalogNo })));
  serveEndpoint(app, endpoints.saveProduct, async (request) => okEnvelope(await saveStaffProduct(db, staffActorOf(request), request.body)));
  serveEndpoint(app, endpoints.publishProduct, async (request) => okEnvelope(await publishStaffProduct(db, staffActorOf(request), request.body)));

  const places = { apiBase: app.prefix, uploadRoot };
  serveEndpoint(app, endpoints.documents, async (request) => okEnvelope(await staffDocuments(db, request.query.productId, places.apiBase)));
  serveEndpoint(app, endpoints.addDocument, async (request) => okEnvelope(await addStaffDocument(db, staffActorOf(request), places, request.body)));
  serveEndpoint(app, endpoints.replaceDocumentFile, async (request) =>
    okEnvelope(await replaceStaffDocumentFile(db, staffActorOf(request), places, request.body)),
  );
  serveEndpoint(app, endpoints.deleteDocument, async (request) => okEnvelope(await deleteStaffDocument(db, staffActorOf(request), places, request.body.id)));

  serveEndpoint(
    app,
    endpoints.importProducts,
    async (request) => {
      const actor = staffActorOf(request);
      if (!request.isMultipart()) throw new AppError(400, 'uploadInvalid');
      const sheet = await receiveSpreadsheet(uploadRoot, request.parts());
      // The header row and one row more than an import may hold, so an oversized sheet is refused whole.
      const { rows, more } = await readSheetRows(sheet, IMPORT_MAX_PRODUCTS + 1);
      if (more) throw new AppError(400, 'catalogImportTooManyRows', { maximum: IMPORT_MAX_PRODUCTS });
      return okEnvelope(await importStaffProducts(db, actor, rows, { name: sheet.name, language: request.ctx.language }));
    },
    { config: { rateLimit: IMPORT_RATE_LIMIT } },
  );
}
