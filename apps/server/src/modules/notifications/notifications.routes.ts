import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { recentDevInboxMessages } from './notifications.repository.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The development inbox: the SMS and e-mail the portal would have sent, so a person trying it locally
 * can read their code. Registered only outside production.
 */
export async function devInboxRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/dev/messages', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await recentDevInboxMessages(options.db, 50);
    const items = rows
      .map(
        (row) =>
          `<tr><td>${row.createdAt.toISOString()}</td><td>${row.channel}</td><td>${escapeHtml(row.recipient)}</td><td>${escapeHtml(row.subject)}</td><td>${escapeHtml(row.body)}</td></tr>`,
      )
      .join('');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Development inbox</title></head><body><h1>Development inbox</h1><p>Messages the portal would have sent. This page does not exist in production.</p><table border="1" cellpadding="6"><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr></thead><tbody>${items}</tbody></table></body></html>`;
  });
}
