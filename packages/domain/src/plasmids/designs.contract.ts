import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { checkedSequenceSchema } from '../sequences/sequence-schema.js';
import { PLASMID_FILE_FORMATS } from './genbank.js';

/** A design's limits: plasmids and BACs a customer designs in the browser stay well within them. */
export const DESIGN_MAX_BASES = 200_000;
export const DESIGN_MAX_FEATURES = 500;
export const DESIGN_MAX_PER_CUSTOMER = 500;

const name = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, 'errors.textTooLong');

/** A feature as a design keeps it: 0-based start, end exclusive; an end at or before the start wraps the origin. */
export const designFeatureSchema = z.object({
  name: name(120, 'errors.featureNameRequired'),
  type: z.string().trim().min(1, 'errors.featureTypeRequired').max(40, 'errors.textTooLong'),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  strand: z.union([z.literal(1), z.literal(-1)]),
});

/** A design as saved: without `id` a new one, with it an update of the customer's own. */
export const designInputSchema = z
  .object({
    id: z.string().uuid('errors.designNotFound').optional(),
    name: name(120, 'errors.designNameRequired'),
    /** The backbone it started from, when it did. */
    backboneId: z.string().trim().max(60).default(''),
    circular: z.boolean().default(true),
    sequence: checkedSequenceSchema(
      { alphabet: 'dnaDegenerate', min: 10, max: DESIGN_MAX_BASES },
      { required: true, requiredMessage: 'errors.designSequenceRequired' },
    ),
    features: z.array(designFeatureSchema).max(DESIGN_MAX_FEATURES, 'errors.designFeaturesTooMany').default([]),
  })
  .superRefine((design, context) => {
    design.features.forEach((feature, index) => {
      const length = design.sequence.length;
      const outside = feature.start >= length || feature.end > length;
      const wraps = feature.end <= feature.start;
      if (outside || (wraps && !design.circular)) {
        context.addIssue({ code: 'custom', path: ['features', index], message: 'errors.featureOutside', params: { name: feature.name, length } });
      }
    });
  });
export type DesignInput = z.input<typeof designInputSchema>;

export const designSummarySchema = z.object({ id: z.string(), name: z.string(), backboneId: z.string(), length: z.number().int(), updatedAt: z.string() });
export type DesignSummary = z.infer<typeof designSummarySchema>;

export const designSchema = designSummarySchema.extend({
  circular: z.boolean(),
  sequence: z.string(),
  features: z.array(designFeatureSchema),
});
export type Design = z.infer<typeof designSchema>;

const designIdSchema = z.object({ id: z.string().uuid('errors.designNotFound') });
const designExportSchema = designIdSchema.extend({ format: z.enum(PLASMID_FILE_FORMATS, { error: 'errors.designFormatInvalid' }) });
const tags = ['plasmid designs'];
const BASE = '/by-plasmid/design';

/** A customer's own plasmid designs: another customer's is simply not found. */
export const designEndpoints = {
  list: defineEndpoint({ method: 'GET', path: `${BASE}/list`, tags, access: 'customer', reply: z.array(designSummarySchema) }),
  detail: defineEndpoint({ method: 'GET', path: `${BASE}/queryById`, tags, access: 'customer', query: designIdSchema, reply: designSchema }),
  save: defineEndpoint({ method: 'POST', path: `${BASE}/save`, tags, access: 'customer', body: designInputSchema, reply: designSchema }),
  /** The design as a file for other sequence tools (SnapGene, Benchling, ApE). */
  export: defineEndpoint({ method: 'GET', path: `${BASE}/export`, tags, access: 'customer', query: designExportSchema, reply: 'file' }),
  remove: defineEndpoint({ method: 'POST', path: `${BASE}/delete`, tags, access: 'customer', body: designIdSchema, reply: z.null() }),
};
