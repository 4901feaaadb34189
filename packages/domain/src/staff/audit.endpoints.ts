import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';
import { AUDIT_PERMISSION, auditEntrySchema, auditListQuerySchema } from '../orders/order.contract.js';

/** The staff area's audit log: read-only, newest first. */
export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/staff/audit/list',
    tags: ['staff'],
    access: { permission: AUDIT_PERMISSION },
    query: auditListQuerySchema,
    reply: pageResultSchema(auditEntrySchema),
  }),
};
