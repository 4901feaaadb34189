import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { designFeatureSchema } from './designs.contract.js';

export const BACKBONE_CATEGORIES = ['cloning', 'bacterialExpression', 'mammalianExpression', 'lentiviral', 'aav'] as const;
export type BackboneCategory = (typeof BACKBONE_CATEGORIES)[number];

/** A backbone as the design list shows it: what it is for and the features a cloner picks it by. */
export const backboneSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(BACKBONE_CATEGORIES),
  resistance: z.string(),
  promoter: z.string(),
  copyNumber: z.string(),
  length: z.number().int(),
  description: z.string(),
  /** The names of its features, in map order. */
  featureNames: z.array(z.string()),
});
export type BackboneSummary = z.infer<typeof backboneSummarySchema>;

export const backboneSchema = backboneSummarySchema.extend({ circular: z.boolean(), sequence: z.string(), features: z.array(designFeatureSchema) });
export type Backbone = z.infer<typeof backboneSchema>;

/** The design list's query (spec section 2: `k` the keyword, `t` a refresh timestamp the client adds). */
export const backboneListQuerySchema = z.object({ k: z.string().trim().max(100).optional(), t: z.string().max(20).optional() });

/**
 * Whether a backbone matches every word of a keyword, in its name, description, category, resistance, promoter
 * or feature names, ignoring case: "kan T7" finds pET-28a(+).
 */
export function backboneMatches(backbone: BackboneSummary, keyword: string): boolean {
  const haystack = [backbone.name, backbone.description, backbone.category, backbone.resistance, backbone.promoter, ...backbone.featureNames]
    .join(' ')
    .toLowerCase();
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const tags = ['plasmid backbones'];

/** The backbone library: public, as the design list and the builder are. */
export const backboneEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/by-plasmid/backbone/list',
    tags,
    access: 'public',
    query: backboneListQuerySchema,
    reply: z.array(backboneSummarySchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/by-plasmid/backbone/queryById',
    tags,
    access: 'public',
    query: z.object({ id: z.string().trim().min(1).max(60) }),
    reply: backboneSchema,
  }),
};
