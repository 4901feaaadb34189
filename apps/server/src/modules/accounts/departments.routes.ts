import { envelopeSchema, okEnvelope, userInfoSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { chooseDepartment, currentDepartments } from './departments.service.js';

const departmentSchema = z.object({ id: z.string(), orgCode: z.string(), departName: z.string() });

/** Department switching for customers in several departments (spec sections 3 and 6). */
export async function departmentsRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['accounts'], security: [{ accessToken: [] }] };

  routes.get(
    '/sys/user/getCurrentUserDeparts',
    { preHandler: app.requireCustomer, schema: { ...schema, response: { 200: envelopeSchema(z.object({ list: z.array(departmentSchema), orgCode: z.string() })) } } },
    async (request) => {
      if (!request.customer) throw unauthorized();
      return okEnvelope(await currentDepartments(options.db, request.customer));
    },
  );

  routes.post(
    '/sys/selectDepart',
    {
      preHandler: app.requireCustomer,
      schema: {
        ...schema,
        body: z.object({ orgCode: z.string().trim().min(1, 'errors.departmentRequired').max(64), username: z.string().trim().max(100) }),
        response: { 200: envelopeSchema(z.object({ userInfo: userInfoSchema })) },
      },
    },
    async (request) => {
      if (!request.customer) throw unauthorized();
      return okEnvelope(await chooseDepartment(options.db, request.customer, request.body));
    },
  );
}
