import {
  type DESIGN_EXPORT_FORMATS,
  DESIGN_MAX_PER_CUSTOMER,
  type Design,
  type DesignSummary,
  type designInputSchema,
  toFasta,
  toGenBank,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type DesignRow, deleteDesign, designCount, designSummaries, insertDesign, ownDesign, updateDesign } from './plasmids.repository.js';

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

export async function removeDesign(db: Database, customerId: string, id: string): Promise<void> {
  if (!(await deleteDesign(db, customerId, id))) throw notFound();
}

/** A design as a GenBank or FASTA file, named after the design. */
export function designFile(design: Design, format: (typeof DESIGN_EXPORT_FORMATS)[number]): { name: string; contentType: string; text: string } {
  const plasmid = { name: design.name, sequence: design.sequence, circular: design.circular, features: design.features };
  return format === 'genbank'
    ? { name: `${design.name}.gb`, contentType: 'text/plain; charset=utf-8', text: toGenBank(plasmid) }
    : { name: `${design.name}.fasta`, contentType: 'text/plain; charset=utf-8', text: toFasta(plasmid) };
}
