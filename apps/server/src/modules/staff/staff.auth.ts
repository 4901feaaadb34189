import { STAFF_TOKEN_COOKIE, readCookie, staffMay } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { forbidden, unauthorized } from '../../errors.js';
import type { StaffRow } from './staff.repository.js';
import { staffForToken } from './staff.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffRow | null;
  }
  interface FastifyInstance {
    /** preHandler for the staff area's calls: a live staff session, else 401. Customer tokens never qualify. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a live staff session holding `permission` (section 6, first reading), else 401 / 403. */
    requireStaffPermission: (permission: string) => (request: FastifyRequest) => Promise<void>;
    /** As requireStaff, also taking the staff cookie: for files the browser fetches by itself (an <img> in a staff page). */
    requireStaffForFile: (request: FastifyRequest) => Promise<void>;
  }
}

async function staffAuthPlugin(app: FastifyInstance, options: { db: Database }) {
  app.decorateRequest('staff', null);
  const signIn = async (request: FastifyRequest, token: string | null | undefined) => {
    const staff = token ? await staffForToken(options.db, token) : null;
    if (!staff) throw unauthorized();
    request.staff = staff;
  };
  app.decorate('requireStaff', (request: FastifyRequest) => signIn(request, request.ctx.accessToken));
  app.decorate('requireStaffForFile', (request: FastifyRequest) => signIn(request, request.ctx.accessToken ?? readCookie(request.headers.cookie, STAFF_TOKEN_COOKIE)));
  app.decorate('requireStaffPermission', (permission: string) => async (request: FastifyRequest) => {
    await app.requireStaff(request);
    if (!request.staff || !staffMay(request.staff.permissions, permission)) throw forbidden();
  });
}

export default fp(staffAuthPlugin, { name: 'staff-auth', dependencies: ['request-context'] });
