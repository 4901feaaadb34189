import { editionLanguage } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { countCustomersSince, deleteExpiredAccountRows } from './modules/accounts/index.js';
import { JobScheduler, createJobHandlers } from './modules/jobs/index.js';
import { expireQuotes } from './modules/orders/index.js';
import { type Dispatcher, enqueueMessage, unsentMessageCounts } from './modules/notifications/index.js';
import { deleteEndedStaffSessions, staffMailRecipients } from './modules/staff/index.js';
import { removeUnattachedDocumentFiles } from './modules/catalog/index.js';
import { countUploadsSince, removeStaleUploads } from './modules/uploads/index.js';

/** The scheduled jobs, composed from the modules whose data they read and clean. */
export function createJobScheduler(db: Database, config: ServerConfig, dispatcher: Dispatcher, log: FastifyBaseLogger): JobScheduler {
  const handlers = createJobHandlers(db, {
    purgeExpired: async (now) => (await deleteExpiredAccountRows(db, now)) + (await deleteEndedStaffSessions(db, now)),
    // Document PDFs staff uploaded but never attached to a product go with the temporary files.
    removeTempUploads: async (before) =>
      (await removeStaleUploads(db, config.uploadDir, 'temp', before)) + (await removeUnattachedDocumentFiles(db, config.uploadDir, before)),
    expireQuotes: async (now) => {
      const moved = await expireQuotes(db, now, config.public.brand.shortName);
      if (moved > 0) dispatcher.kick();
      return moved;
    },
    figuresSince: async (since) => ({
      customers: await countCustomersSince(db, since),
      files: await countUploadsSince(db, since),
      ...(await unsentMessageCounts(db)),
    }),
    recipients: () => staffMailRecipients(db),
    sendEmail: async (message) => {
      await enqueueMessage(db, { channel: 'email', ...message });
      dispatcher.kick();
    },
    language: editionLanguage(config.public.edition),
    brand: config.public.brand.shortName,
  });
  return new JobScheduler(db, handlers, (error, code) => log.error({ err: error, job: code }, 'scheduled job failed'));
}
