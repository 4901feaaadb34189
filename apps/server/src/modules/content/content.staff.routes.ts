import { contentStaffEndpoints, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { staffActorOf } from '../audit/index.js';
import { deleteStaffFaq, deleteStaffNews, saveStaffFaq, saveStaffNews, saveStaffPage, staffFaqs, staffNewsPage, staffPages } from './content.staff.service.js';

/** The content back office: news, FAQ and the staff-kept pages in four languages, every write audited. */
export async function contentStaffRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  const { news, faq, page } = contentStaffEndpoints;

  serveEndpoint(app, news.list, async (request) => okEnvelope(await staffNewsPage(db, request.query)));
  serveEndpoint(app, news.save, async (request) => okEnvelope(await saveStaffNews(db, staffActorOf(request), request.body)));
  serveEndpoint(app, news.remove, async (request) => {
    await deleteStaffNews(db, staffActorOf(request), request.body.id);
    return okEnvelope({ id: request.body.id });
  });

  serveEndpoint(app, faq.list, async () => okEnvelope(await staffFaqs(db)));
  serveEndpoint(app, faq.save, async (request) => okEnvelope(await saveStaffFaq(db, staffActorOf(request), request.body)));
  serveEndpoint(app, faq.remove, async (request) => {
    await deleteStaffFaq(db, staffActorOf(request), request.body.id);
    return okEnvelope({ id: request.body.id });
  });

  serveEndpoint(app, page.list, async () => okEnvelope(await staffPages(db)));
  serveEndpoint(app, page.save, async (request) => okEnvelope(await saveStaffPage(db, staffActorOf(request), request.body)));
}
