import { type Edition, okEnvelope, systemEndpoints, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { isAvailable } from '../accounts/index.js';

// As checkOnlyUser: a value check can probe who is registered, so it is rate-limited per address (security.md S5).
const CHECK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** The (table, field) pairs the check answers for, by their JeecgBoot names: an allow-list, never SQL (wire-contract.md). */
const CHECKED_FIELDS: Readonly<Record<string, Readonly<Record<string, 'username' | 'phone' | 'email'>>>> = {
  sys_user: { username: 'username', phone: 'phone', email: 'email' },
};

function checkedField(tableName: string, fieldName: string): 'username' | 'phone' | 'email' | null {
  const fields = Object.hasOwn(CHECKED_FIELDS, tableName) ? CHECKED_FIELDS[tableName] : undefined;
  return fields && Object.hasOwn(fields, fieldName) ? (fields[fieldName] ?? null) : null;
}

export async function duplicateCheckRoutes(app: FastifyInstance, options: { db: Database; edition: Edition }) {
  // A taken value answers success false (as JeecgBoot forms expect) with status 200: the request itself was fine.
  serveEndpoint(
    app,
    systemEndpoints.duplicateCheck,
    async (request) => {
      const { tableName, fieldName, fieldVal, dataId } = request.query;
      const field = checkedField(tableName, fieldName);
      if (!field) throw new AppError(400, 'duplicateCheckNotAllowed');
      const available = await isAvailable(options.db, options.edition, field, fieldVal, dataId);
      return { ...okEnvelope({ available }, translate(request.ctx.language, 'errors', available ? 'valueAvailable' : 'valueTaken')), success: available };
    },
    { config: { rateLimit: CHECK_RATE_LIMIT } },
  );
}
