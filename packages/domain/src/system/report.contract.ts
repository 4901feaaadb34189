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
  /** The report can be sorted by this column (`column` = its dataIndex). */
  sorter: z.boolean().optional(),
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

/** The largest page `getData` serves; its defaults are page 1 of 10 (spec section 9). */
export const REPORT_MAX_PAGE_SIZE = 100;

/** A report's code or config id as a path segment. */
export const reportIdSchema = z.string().min(1).max(64);

/**
 * The `getData` query: paging and sorting by name; every other parameter is a query field of the report
 * (`field`, or `field_begin` / `field_end` for a range) or one of its `self_` parameters, each a single value.
 */
export const reportDataQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(REPORT_MAX_PAGE_SIZE).default(10),
    column: z.string().max(64).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    _t: z.string().optional(),
  })
  .catchall(z.string().max(200));
export type ReportDataQuery = z.infer<typeof reportDataQuerySchema>;

/** The prefix of a report's own parameters (JeecgBoot's report variables), such as `self_line`. */
export const REPORT_SELF_PREFIX = 'self_';

/** Reply of `getData/{configId}`: one page of records. */
export const reportPageSchema = z.object({ total: z.number().int(), records: z.array(z.record(z.string(), z.unknown())) });
export type ReportPage = z.infer<typeof reportPageSchema>;

/** Spec section 9: a report's columns and query info may be cached by the client for 30 s. */
export const REPORT_CACHE_MS = 30_000;

/** The reports the staff area lists on its reports screen (each also needs `system:reports`). */
export const STAFF_REPORT_CODES = ['customers_by_month', 'uploads_by_folder'] as const;
