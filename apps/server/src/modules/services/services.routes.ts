import multipart from '@fastify/multipart';
import { type Edition, MAX_ORDER_LINES, okEnvelope, servicesEndpoints, servicesStaffEndpoints } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { appendAudit, staffActorOf } from '../audit/index.js';
import { editionCurrency } from '../catalog/index.js';
import { ONE_FILE_MULTIPART, readSheetRows, receiveSpreadsheet } from '../uploads/index.js';
import { primerPriceTable, savePrimerPriceTable } from './services.repository.js';

/** Sheets per minute and customer address: a person uploads a few; more is a script. */
const SHEET_RATE_LIMIT = { config: { rateLimit: { max: 20, timeWindow: 60_000 } } };

export type ServicesOptions = { db: Database; edition: Edition; uploadRoot: string };

/**
 * The service orders' helpers: the price lists (the customer reads theirs in the portal's currency, staff keep the
 * table, audited) and the reading of an uploaded sheet of rows.
 */
export async function servicesRoutes(app: FastifyInstance, options: ServicesOptions) {
  const { db, edition, uploadRoot } = options;
  await app.register(multipart, ONE_FILE_MULTIPART);
  const currency = editionCurrency(edition);

  serveEndpoint(app, servicesEndpoints.primerPrices, async () => okEnvelope({ currency, prices: (await primerPriceTable(db))[currency] }));
  serveEndpoint(
    app,
    servicesEndpoints.sheetRows,
    async (request) => {
      if (!request.isMultipart()) throw new AppError(400, 'uploadInvalid');
      // The header row and a full order's rows; a longer sheet is refused rather than cut short.
      const { rows, more } = await readSheetRows(await receiveSpreadsheet(uploadRoot, request.parts()), MAX_ORDER_LINES + 1);
      if (more) throw new AppError(400, 'serviceRowsTooMany', { max: MAX_ORDER_LINES });
      return okEnvelope({ rows: rows.map((row) => row.cells) });
    },
    SHEET_RATE_LIMIT,
  );
  serveEndpoint(app, servicesStaffEndpoints.primerPriceTable, async () => okEnvelope(await primerPriceTable(db)));
  serveEndpoint(app, servicesStaffEndpoints.savePrimerPriceTable, async (request) => {
    const actor = staffActorOf(request);
    await db.transaction(async (tx) => {
      await savePrimerPriceTable(tx, request.body);
      await appendAudit(tx, { ...actor, action: 'primerPrices.update', objectType: 'primerPrices', objectId: 'primerPrices', details: request.body });
    });
    // The table as checked and stored: no second read.
    return okEnvelope(request.body);
  });
}
