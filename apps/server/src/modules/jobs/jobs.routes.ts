import { JOBS_PERMISSION, envelopeSchema, jobRunSchema, jobSchema, jobUpdateSchema, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { JobScheduler } from './jobs.scheduler.js';
import { changeJob, jobHistory, listJobs, runJobNow } from './jobs.service.js';

const tags = ['staff'];
const codeParams = z.object({ code: z.string().max(64) });

/** The scheduled-jobs screen's calls; staff holding jobs:edit only. */
export async function jobsRoutes(app: FastifyInstance, options: { db: Database; scheduler: JobScheduler }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireStaffPermission(JOBS_PERMISSION) };
  const security = [{ accessToken: [] }];

  routes.get('/staff/jobs', { ...guard, schema: { tags, security, response: { 200: envelopeSchema(z.array(jobSchema)) } } }, async () => okEnvelope(await listJobs(options.db)));

  routes.put('/staff/jobs/:code', { ...guard, schema: { tags, security, params: codeParams, body: jobUpdateSchema, response: { 200: envelopeSchema(jobSchema) } } }, async (request) => {
    const staff = request.staff;
    return okEnvelope(await changeJob(options.db, options.scheduler, request.params.code, request.body, staff?.username ?? ''));
  });

  routes.post('/staff/jobs/:code/run', { ...guard, schema: { tags, security, params: codeParams, response: { 200: envelopeSchema(jobSchema) } } }, async (request) =>
    okEnvelope(await runJobNow(options.db, options.scheduler, request.params.code)),
  );

  routes.get('/staff/jobs/:code/runs', { ...guard, schema: { tags, security, params: codeParams, response: { 200: envelopeSchema(z.array(jobRunSchema)) } } }, async (request) =>
    okEnvelope(await jobHistory(options.db, request.params.code)),
  );
}
