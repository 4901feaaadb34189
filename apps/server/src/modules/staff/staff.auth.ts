import { staffMay } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { forbidden } from '../../errors.js';
import { sessionHolder } from '../../plugins/session-cookies.js';
import type { StaffRow } from './staff.repository.js';
import { staffForToken } from './staff.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffRow | null;
  }
  interface FastifyInstance {
    /**
     * preHandler for the staff area's calls: a live staff session (the header or the staff cookie, a write with the
     * cookie only from this site's pages), else 401. Customer sessions never qualify.
     */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a live staff session holding `permission` (section 6, first reading), else 401 / 403. */
    requireStaffPermission: (permission: string) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

async function staffAuthPlugin(app: FastifyInstance, options: { db: Database }) {
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    request.staff = await sessionHolder(request, reply, 'staff', (token) => staffForToken(options.db, token));
  });
  app.decorate('requireStaffPermission', (permission: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireStaff(request, reply);
    if (!request.staff || !staffMay(request.staff.permissions, permission)) throw forbidden();
  });
}

export default fp(staffAuthPlugin, { name: 'staff-auth', dependencies: ['request-context', 'session-cookies'] });
