import { z } from 'zod';

/**
 * The wrapper's own fields, made once: every JSON endpoint's reply schema shares them, and making zod schemas anew
 * for each of the server's routes took about 50 ms of its start.
 */
const ENVELOPE_FIELDS = {
  success: z.boolean(),
  message: z.string(),
  code: z.number().int(),
  timestamp: z.number().int(),
};

/** The JeecgBoot-compatible reply wrapper every JSON endpoint answers with. */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    success: ENVELOPE_FIELDS.success,
    message: ENVELOPE_FIELDS.message,
    code: ENVELOPE_FIELDS.code,
    result,
    timestamp: ENVELOPE_FIELDS.timestamp,
  });

export type Envelope<T> = {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
};

export const pageResultSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });

export type PageResult<T> = { records: T[]; total: number; size: number; current: number; pages: number };

export const MAX_PAGE_SIZE = 1000;

/** Paging query accepted by every list endpoint; `_t` is the client's cache buster and is ignored. */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  _t: z.string().optional(),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

export function toPageResult<T>(records: T[], total: number, query: Pick<PageQuery, 'pageNo' | 'pageSize'>): PageResult<T> {
  return {
    records,
    total,
    size: query.pageSize,
    current: query.pageNo,
    pages: Math.ceil(total / query.pageSize),
  };
}

export function okEnvelope<T>(result: T, message = ''): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/** `code` mirrors the status, except where the spec gives the client a code to act on (501: frozen account). */
export function errorEnvelope(status: number, message: string, code = status): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}
