import { DESIGN_MAX_PER_CUSTOMER, type Design, type DesignSummary, type designInputSchema } from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type DesignRow, deleteDesign, designCount, designSummaries, insertDesign, ownDesign, ownDesigns, updateDesign } from './plasmids.repository.js';

const notFound = () => new AppError(404, 'designNotFound');

function toDesign(row: DesignRow): Design {
  return {
    id: row.id,
    name: row.name,
    backboneId: row.backboneId,
    length: row.sequence.length,
    updatedAt: row.updatedAt.toISOString(),
    circular: row.circular,
    sequence: row.sequence,
    features: row.features,
  };
}

export async function customerDesigns(db: Database, customerId: string): Promise<DesignSummary[]> {
  return (await designSummaries(db, customerId)).map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export async function customerDesign(db: Database, customerId: string, id: string): Promise<Design> {
  const row = await ownDesign(db, customerId, id);
  if (!row) throw notFound();
  return toDesign(row);
}

/** Saves a new design, or the customer's own one again; another customer's id is simply not found. */
export async function saveDesign(db: Database, customerId: string, input: z.output<typeof designInputSchema>): Promise<Design> {
  const { id, ...values } = input;
  if (id) {
    const row = await updateDesign(db, customerId, id, values);
    if (!row) throw notFound();
    return toDesign(row);
  }
  if ((await designCount(db, customerId)) >= DESIGN_MAX_PER_CUSTOMER) throw new AppError(400, 'designsTooMany');
  const row = await insertDesign(db, customerId, values);
  if (!row) throw new AppError(409, 'conflict');
  return toDesign(row);
}

/** The customer's designs `ids` in that order, whole, as an order copies them: all of them, or not found when one is not theirs. */
export async function customerDesignsOf(db: Database, customerId: string, ids: readonly string[]): Promise<Design[]> {
  const rows = ids.length === 0 ? [] : await ownDesigns(db, customerId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id.toLowerCase());
    if (!row) throw notFound();
    return toDesign(row);
  });
}

/**
 * What else holds a design and goes with it, in the same transaction (the carrier cart's lines): the app names it,
 * because the modules that hold designs depend on this one, not the other way round.
 */
export type RemoveDesignHolders = (db: Database, customerId: string, designId: string) => Promise<unknown>;

export async function removeDesign(db: Database, customerId: string, id: string, removeHolders: RemoveDesignHolders): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteDesign(tx, customerId, id))) throw notFound();
    await removeHolders(tx, customerId, id);
  });
}
