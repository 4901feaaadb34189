import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.js';

export const PRODUCT_LINES = [
  'biosimilar',
  'isotype-control',
  'anti-mouse',
  'fusion',
  'adc',
  'related',
  'recombinant-protein',
  'cell-line',
] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export const localizedTextSchema = z.object({
  zh: z.string(),
  en: z.string(),
  es: z.string(),
  ja: z.string(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const productSummarySchema = z.object({
  id: z.string(),
  catalogNo: z.string(),
  line: z.enum(PRODUCT_LINES),
  categorySec: z.string(),
  name: z.string(),
  target: z.string(),
  clone: z.string(),
  isotype: z.string(),
  reactivity: z.string(),
  priceFrom: z.number().int().nullable(),
  currency: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListQuerySchema = pageQuerySchema.extend({
  line: z.enum(PRODUCT_LINES).optional(),
  column: z.enum(['catalogNo', 'name', 'createdAt']).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
