import { departmentEndpoints, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { chooseDepartment, currentDepartments } from './departments.service.js';

/** Department switching for customers in several departments (`departmentEndpoints`). */
export async function departmentsRoutes(app: FastifyInstance, options: { db: Database }) {
  serveEndpoint(app, departmentEndpoints.current, async (request) => {
    if (!request.customer) throw unauthorized();
    return okEnvelope(await currentDepartments(options.db, request.customer));
  });

  serveEndpoint(app, departmentEndpoints.choose, async (request) => {
    if (!request.customer) throw unauthorized();
    return okEnvelope(await chooseDepartment(options.db, request.customer, request.body));
  });
}
