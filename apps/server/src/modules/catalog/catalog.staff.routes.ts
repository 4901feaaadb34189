import multipart from '@fastify/multipart';
import {
  CATALOG_EDIT_PERMISSION,
  UPLOAD_MAX_BYTES,
  catalogImportReportSchema,
  envelopeSchema,
  okEnvelope,
  pageResultSchema,
  staffCatalogNoQuerySchema,
  staffDocumentFileInputSchema,
  staffDocumentInputSchema,
  staffDocumentSchema,
  staffDocumentsQuerySchema,
  staffIdInputSchema,
  staffProductInputSchema,
  staffProductListQuerySchema,
  staffProductRowSchema,
  staffProductSchema,
  staffPublishInputSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { staffActorOf } from '../audit/index.js';
import { readSheetRows, receiveSpreadsheet } from '../uploads/index.js';
import { addStaffDocument, deleteStaffDocument, replaceStaffDocumentFile, staffDocuments } from './catalog.documents.service.js';
import { IMPORT_MAX_PRODUCTS } from './catalog.import.service.js';
import { importStaffProducts, publishStaffProduct, saveStaffProduct, staffProduct, staffProducts } from './catalog.staff.service.js';

const BASE = '/staff/catalog';
const IMPORT_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
const FORM_FIELDS = 10;

/**
 * The catalogue back office: every product (published or not), the product editor, publishing, a product's
 * documents (PDFs uploaded to the `document` folder first, then named here by their stored path) and the
 * spreadsheet import.
 */
export async function catalogStaffRoutes(app: FastifyInstance, options: { db: Database; uploadRoot: string }) {
  const { db, uploadRoot } = options;
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: FORM_FIELDS, fieldSize: 1024, parts: FORM_FIELDS + 1 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff catalogue'];
  const security = [{ accessToken: [] }];
  const product = { 200: envelopeSchema(staffProductSchema) };

  // The session and permission are checked before the body, so an outsider learns nothing from field errors.
  const guard = { preValidation: app.requireStaffPermission(CATALOG_EDIT_PERMISSION) };

  routes.get(
    `${BASE}/products`,
    { ...guard, schema: { tags, security, querystring: staffProductListQuerySchema, response: { 200: envelopeSchema(pageResultSchema(staffProductRowSchema)) } } },
    async (request) => okEnvelope(await staffProducts(db, request.query, request.ctx.language)),
  );
  routes.get(`${BASE}/product`, { ...guard, schema: { tags, security, querystring: staffCatalogNoQuerySchema, response: product } }, async (request) =>
    okEnvelope(await staffProduct(db, { catalogNo: request.query.catalogNo })),
  );
  routes.post(`${BASE}/product/save`, { ...guard, schema: { tags, security, body: staffProductInputSchema, response: product } }, async (request) =>
    okEnvelope(await saveStaffProduct(db, staffActorOf(request), request.body)),
  );
  routes.post(`${BASE}/product/publish`, { ...guard, schema: { tags, security, body: staffPublishInputSchema, response: product } }, async (request) =>
    okEnvelope(await publishStaffProduct(db, staffActorOf(request), request.body)),
  );

  const places = { apiBase: app.prefix, uploadRoot };
  const documents = { 200: envelopeSchema(z.array(staffDocumentSchema)) };
  routes.get(`${BASE}/product/documents`, { ...guard, schema: { tags, security, querystring: staffDocumentsQuerySchema, response: documents } }, async (request) =>
    okEnvelope(await staffDocuments(db, request.query.productId, places.apiBase)),
  );
  routes.post(`${BASE}/product/document/add`, { ...guard, schema: { tags, security, body: staffDocumentInputSchema, response: documents } }, async (request) =>
    okEnvelope(await addStaffDocument(db, staffActorOf(request), places, request.body)),
  );
  routes.post(`${BASE}/product/document/replace`, { ...guard, schema: { tags, security, body: staffDocumentFileInputSchema, response: documents } }, async (request) =>
    okEnvelope(await replaceStaffDocumentFile(db, staffActorOf(request), places, request.body)),
  );
  routes.post(`${BASE}/product/document/delete`, { ...guard, schema: { tags, security, body: staffIdInputSchema, response: documents } }, async (request) =>
    okEnvelope(await deleteStaffDocument(db, staffActorOf(request), places, request.body.id)),
  );

  routes.post(
    `${BASE}/import`,
    {
      preHandler: app.requireStaffPermission(CATALOG_EDIT_PERMISSION),
      config: { rateLimit: IMPORT_RATE_LIMIT },
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: envelopeSchema(catalogImportReportSchema) } },
    },
    async (request) => {
      const actor = staffActorOf(request);
      if (!request.isMultipart()) throw new AppError(400, 'uploadInvalid');
      const sheet = await receiveSpreadsheet(uploadRoot, request.parts());
      // The header row and one row more than an import may hold, so an oversized sheet is refused whole.
      const { rows, more } = await readSheetRows(sheet, IMPORT_MAX_PRODUCTS + 1);
      if (more) throw new AppError(400, 'catalogImportTooManyRows', { maximum: IMPORT_MAX_PRODUCTS });
      return okEnvelope(await importStaffProducts(db, actor, rows, { name: sheet.name, language: request.ctx.language }));
    },
  );
}
