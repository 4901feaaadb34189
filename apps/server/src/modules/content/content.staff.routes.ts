import {
  CONTENT_EDIT_PERMISSION,
  envelopeSchema,
  okEnvelope,
  pageResultSchema,
  staffFaqInputSchema,
  staffFaqSchema,
  staffIdInputSchema,
  staffNewsInputSchema,
  staffNewsListQuerySchema,
  staffNewsSchema,
  staffPageInputSchema,
  staffPageSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffActorOf } from '../audit/index.js';
import { deleteStaffFaq, deleteStaffNews, saveStaffFaq, saveStaffNews, saveStaffPage, staffFaqs, staffNewsPage, staffPages } from './content.staff.service.js';

const BASE = '/staff/content';

/** The content back office: news, FAQ and the staff-kept pages in four languages, every write audited. */
export async function contentStaffRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff content'];
  const security = [{ accessToken: [] }];
  const removed = { 200: envelopeSchema(z.object({ id: z.string() })) };

  // The session and permission are checked before the body, so an outsider learns nothing from field errors.
  const guard = { preValidation: app.requireStaffPermission(CONTENT_EDIT_PERMISSION) };

  routes.get(
    `${BASE}/news/list`,
    { ...guard, schema: { tags, security, querystring: staffNewsListQuerySchema, response: { 200: envelopeSchema(pageResultSchema(staffNewsSchema)) } } },
    async (request) => okEnvelope(await staffNewsPage(db, request.query)),
  );
  routes.post(`${BASE}/news/save`, { ...guard, schema: { tags, security, body: staffNewsInputSchema, response: { 200: envelopeSchema(staffNewsSchema) } } }, async (request) =>
    okEnvelope(await saveStaffNews(db, staffActorOf(request), request.body)),
  );
  routes.post(`${BASE}/news/delete`, { ...guard, schema: { tags, security, body: staffIdInputSchema, response: removed } }, async (request) => {
    await deleteStaffNews(db, staffActorOf(request), request.body.id);
    return okEnvelope({ id: request.body.id });
  });

  routes.get(`${BASE}/faq/list`, { ...guard, schema: { tags, security, response: { 200: envelopeSchema(z.array(staffFaqSchema)) } } }, async () => okEnvelope(await staffFaqs(db)));
  routes.post(`${BASE}/faq/save`, { ...guard, schema: { tags, security, body: staffFaqInputSchema, response: { 200: envelopeSchema(staffFaqSchema) } } }, async (request) =>
    okEnvelope(await saveStaffFaq(db, staffActorOf(request), request.body)),
  );
  routes.post(`${BASE}/faq/delete`, { ...guard, schema: { tags, security, body: staffIdInputSchema, response: removed } }, async (request) => {
    await deleteStaffFaq(db, staffActorOf(request), request.body.id);
    return okEnvelope({ id: request.body.id });
  });

  routes.get(`${BASE}/page/list`, { ...guard, schema: { tags, security, response: { 200: envelopeSchema(z.array(staffPageSchema)) } } }, async () => okEnvelope(await staffPages(db)));
  routes.post(`${BASE}/page/save`, { ...guard, schema: { tags, security, body: staffPageInputSchema, response: { 200: envelopeSchema(staffPageSchema) } } }, async (request) =>
    okEnvelope(await saveStaffPage(db, staffActorOf(request), request.body)),
  );
}
