import type { Database } from '../../db/client.js';
import type { StaffActor } from './audit.actor.js';
import { appendAudit } from './audit.repository.js';

/** A staff change and its audit row in one transaction: either both are kept or neither. */
export function auditedChange<T>(
  db: Database,
  actor: StaffActor,
  entry: { action: string; objectType: string; objectId: string; details?: Record<string, unknown> },
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await appendAudit(tx, { staffId: actor.staffId, staffName: actor.staffName, details: {}, ...entry });
    return result;
  });
}
