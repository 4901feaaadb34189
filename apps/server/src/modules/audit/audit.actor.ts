import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors.js';

/** Who is acting, as the audit log records them. */
export type StaffActor = { staffId: string; staffName: string };

/** The signed-in staff member behind a request, named as the audit log shows them. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw unauthorized();
  return { staffId: request.staff.id, staffName: request.staff.realname || request.staff.username };
}
