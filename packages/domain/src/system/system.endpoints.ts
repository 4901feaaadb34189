import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';

const tags = ['system'];

/** The duplicate check's query, by JeecgBoot's names; the server answers only for the pairs it allows. */
export const duplicateCheckQuerySchema = z.object({
  tableName: z.string().max(64),
  fieldName: z.string().max(64),
  fieldVal: z.string().max(100),
  dataId: z.string().max(64).optional(),
  _t: z.string().optional(),
});

export const checkRuleQuerySchema = z.object({ ruleCode: z.string().trim().max(64), value: z.string().max(1000).default(''), _t: z.string().optional() });

export const healthSchema = z.object({ status: z.literal('UP'), database: z.literal('UP') });

/** The system calls beside dictionaries, categories and reports. */
export const systemEndpoints = {
  /** Whether a value follows a named rule; a broken rule answers success false with its message. */
  checkRule: defineEndpoint({
    method: 'GET',
    path: '/sys/checkRule/checkByCode',
    tags,
    access: 'public',
    query: checkRuleQuerySchema,
    reply: z.object({ passed: z.boolean() }),
  }),
  /** Whether a value is still free; a taken one answers success false with status 200 (as JeecgBoot forms expect). */
  duplicateCheck: defineEndpoint({
    method: 'GET',
    path: '/sys/duplicate/check',
    tags,
    access: 'public',
    query: duplicateCheckQuerySchema,
    reply: z.object({ available: z.boolean() }),
  }),
  /** Readiness for load balancers: 503 when the database does not answer. */
  health: defineEndpoint({ method: 'GET', path: '/health', tags, access: 'public', reply: healthSchema }),
};
