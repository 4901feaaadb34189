import { z } from 'zod';
import {
  CONTENT_EDIT_PERMISSION,
  staffFaqInputSchema,
  staffFaqSchema,
  staffIdInputSchema,
  staffNewsInputSchema,
  staffNewsListQuerySchema,
  staffNewsSchema,
  staffPageInputSchema,
  staffPageSchema,
} from '../catalog/catalog-staff.contract.js';
import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';

const BASE = '/staff/content';
const tags = ['staff content'];
const access = { permission: CONTENT_EDIT_PERMISSION };
/** A delete answers the id it removed. */
const removedSchema = z.object({ id: z.string() });

/** The content back office by kind: news, FAQ and the staff-kept pages (which are saved, never deleted), every write audited. */
export const contentStaffEndpoints = {
  news: {
    list: defineEndpoint({ method: 'GET', path: `${BASE}/news/list`, tags, access, query: staffNewsListQuerySchema, reply: pageResultSchema(staffNewsSchema) }),
    save: defineEndpoint({ method: 'POST', path: `${BASE}/news/save`, tags, access, body: staffNewsInputSchema, reply: staffNewsSchema }),
    remove: defineEndpoint({ method: 'POST', path: `${BASE}/news/delete`, tags, access, body: staffIdInputSchema, reply: removedSchema }),
  },
  faq: {
    list: defineEndpoint({ method: 'GET', path: `${BASE}/faq/list`, tags, access, reply: z.array(staffFaqSchema) }),
    save: defineEndpoint({ method: 'POST', path: `${BASE}/faq/save`, tags, access, body: staffFaqInputSchema, reply: staffFaqSchema }),
    remove: defineEndpoint({ method: 'POST', path: `${BASE}/faq/delete`, tags, access, body: staffIdInputSchema, reply: removedSchema }),
  },
  page: {
    list: defineEndpoint({ method: 'GET', path: `${BASE}/page/list`, tags, access, reply: z.array(staffPageSchema) }),
    save: defineEndpoint({ method: 'POST', path: `${BASE}/page/save`, tags, access, body: staffPageInputSchema, reply: staffPageSchema }),
  },
};
