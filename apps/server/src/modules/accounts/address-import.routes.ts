import multipart from '@fastify/multipart';
import { ADDRESS_IMPORT_COLUMNS, type Edition, IMPORT_PARTIAL_CODE, addressImportEndpoints, importFormSchema, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError, unauthorized } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { ONE_FILE_MULTIPART, receiveSpreadsheet, sendImportTemplate } from '../uploads/index.js';
import { importAddressSheet } from './address-import.service.js';

const IMPORT_RATE_LIMIT = { config: { rateLimit: { max: 10, timeWindow: 60_000 } } };

/**
 * The address book's Excel import and its template (`addressImportEndpoints`). The multipart parser lives in this
 * scope, for one workbook of at most 10 MB.
 */
export async function addressImportRoutes(app: FastifyInstance, options: { db: Database; edition: Edition; uploadRoot: string }) {
  const { db, edition, uploadRoot } = options;
  await app.register(multipart, ONE_FILE_MULTIPART);

  serveEndpoint(
    app,
    addressImportEndpoints.importExcel,
    async (request, response) => {
      const customer = request.customer;
      if (!customer) throw unauthorized();
      if (!request.isMultipart()) throw new AppError(400, 'uploadInvalid');
      const sheet = await receiveSpreadsheet(uploadRoot, request.parts());
      if (!importFormSchema.safeParse(sheet.fields).success) throw new AppError(400, 'badRequest');
      const { result, partial } = await importAddressSheet(db, uploadRoot, { customerId: customer.id, sheet, language: request.ctx.language, edition });
      if (!partial) return okEnvelope(result, result.msg);
      return response.code(IMPORT_PARTIAL_CODE).send({ ...okEnvelope(result, result.msg), code: IMPORT_PARTIAL_CODE });
    },
    IMPORT_RATE_LIMIT,
  );

  serveEndpoint(app, addressImportEndpoints.importTemplate, (request, response) =>
    sendImportTemplate(response, ADDRESS_IMPORT_COLUMNS, request.ctx.language, 'addressImportTemplateName'),
  );
}
