import { z } from 'zod';

/**
 * Reports defined on the server (spec sections 3 and 7, `/online/cgreport/api/*`). The client names a report only
 * by its code or config id; columns, query fields and SQL live on the server.
 */
export const reportColumnSchema = z.object({
  dataIndex: z.string(),
  title: z.string(),
  /** Set when the column's values are dictionary codes; the client shows `dictOptions` text instead. */
  customRender: z.string().optional(),
  dictOptions: z.array(z.object({ value: z.string(), text: z.string() })).optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** A query field of a report: `mode` 'single' (equality or contains) or 'group' (a range, `field_begin` / `field_end`). */
export const reportQueryItemSchema = z.object({
  field: z.string(),
  title: z.string(),
  type: z.enum(['string', 'date', 'number']),
  mode: z.enum(['single', 'group']),
  hidden: z.enum(['0', '1']).optional(),
});
export type ReportQueryItem = z.infer<typeof reportQueryItemSchema>;

/** Reply of `getRpColumns/{code}`. */
export const reportColumnsReplySchema = z.object({
  cgRpConfigId: z.string(),
  cgRpConfigName: z.string(),
  columns: z.array(reportColumnSchema),
});
export type ReportColumnsReply = z.infer<typeof reportColumnsReplySchema>;

/** Reply of `getData/{configId}`: one page of records. */
export type ReportPage = { total: number; records: Array<Record<string, unknown>> };

/** Spec section 9: a report's columns and query info may be cached by the client for 30 s. */
export const REPORT_CACHE_MS = 30_000;
