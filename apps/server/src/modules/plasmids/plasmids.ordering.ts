import { type Currency, type DesignSummary, vectorConstructionEstimate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { findBackbone } from './plasmids.backbones.js';
import { designSummaries } from './plasmids.repository.js';

/**
 * The price guide for building a design: the domain's estimate over the bases it adds to its backbone (all of them
 * when it started from none). Null when its backbone has left the library, since the added bases are then unknown;
 * staff quote it.
 */
export async function constructionEstimateMinor(design: { length: number; backboneId: string }, currency: Currency): Promise<number | null> {
  const backbone = design.backboneId ? await findBackbone(design.backboneId) : null;
  if (design.backboneId && !backbone) return null;
  return vectorConstructionEstimate({ designLength: design.length, backboneLength: backbone?.length ?? 0, currency }).totalMinor;
}

export type CartDesign = Omit<DesignSummary, 'updatedAt'> & { estimateMinor: number | null };

/** The customer's designs among `ids` as the carrier cart shows them: today's name and estimate, without sequences. */
export async function cartDesigns(db: Database, customerId: string, ids: readonly string[], currency: Currency): Promise<Map<string, CartDesign>> {
  if (ids.length === 0) return new Map();
  const rows = await designSummaries(db, customerId, ids);
  const designs = await Promise.all(
    rows.map(async ({ updatedAt: _updatedAt, ...design }) => ({ ...design, estimateMinor: await constructionEstimateMinor(design, currency) })),
  );
  return new Map(designs.map((design) => [design.id, design]));
}
