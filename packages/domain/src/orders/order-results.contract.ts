import { z } from 'zod';
import { STORED_PATH_PATTERN } from '../uploads/upload-rules.js';

/** A sub-order's own production status (issue 17): planned, in production, done. */
export const SUB_ORDER_STATUSES = ['planned', 'inProduction', 'done'] as const;
export type SubOrderStatus = (typeof SUB_ORDER_STATUSES)[number];

/** Up to this many sub-orders per order, and result files per order. */
export const MAX_SUB_ORDERS = 100;
export const MAX_ORDER_RESULTS = 200;

const uuid = (message: string) => z.string({ error: message }).uuid(message);

/**
 * Part of an order staff produce on its own (one antibody, one sample batch): the order lines it covers, its own
 * production status and, through the results, its own files.
 */
export const subOrderSchema = z.object({
  id: z.string(),
  subNo: z.number().int(),
  title: z.string(),
  lineNos: z.array(z.number().int()),
  status: z.enum(SUB_ORDER_STATUSES),
  productionStatus: z.string(),
  updatedAt: z.string(),
});
export type SubOrder = z.infer<typeof subOrderSchema>;

/** A result file (report, data, sequencing trace) of an order or one of its sub-orders; fetched by its id. */
export const orderResultSchema = z.object({
  id: z.string(),
  subOrderId: z.string().nullable(),
  name: z.string(),
  size: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

export const subOrderPartSchema = z.object({
  title: z.string({ error: 'errors.subOrderTitleRequired' }).trim().min(1, 'errors.subOrderTitleRequired').max(120, 'errors.textTooLong'),
  lineNos: z
    .array(z.number().int().min(1))
    .min(1, 'errors.subOrderLinesRequired')
    .max(999)
    .refine((lines) => new Set(lines).size === lines.length, 'errors.subOrderLineTwice'),
});

/** Staff split an order: each part a new sub-order of the lines it names (a line belongs to one sub-order at most). */
export const splitOrderInputSchema = z.object({
  id: uuid('errors.notFound'),
  parts: z.array(subOrderPartSchema).min(1, 'errors.subOrderLinesRequired').max(MAX_SUB_ORDERS, 'errors.subOrdersTooMany'),
});
export type SplitOrderInput = z.infer<typeof splitOrderInputSchema>;

export const subOrderStatusInputSchema = z.object({
  id: uuid('errors.subOrderNotFound'),
  status: z.enum(SUB_ORDER_STATUSES, { error: 'errors.subOrderStatusInvalid' }),
  productionStatus: z.string().trim().max(120, 'errors.textTooLong').default(''),
});
export type SubOrderStatusInput = z.infer<typeof subOrderStatusInputSchema>;

/** A file staff uploaded (to the `result` folder) attached to an order, or to one of its sub-orders. */
export const orderResultInputSchema = z.object({
  id: uuid('errors.notFound'),
  subOrderId: uuid('errors.subOrderNotFound').nullable().default(null),
  path: z.string({ error: 'errors.resultFileRequired' }).regex(STORED_PATH_PATTERN, 'errors.resultFileRequired'),
  note: z.string().trim().max(500, 'errors.textTooLong').default(''),
});
export type OrderResultInput = z.infer<typeof orderResultInputSchema>;

export const orderResultQuerySchema = z.object({ id: uuid('errors.notFound') });
