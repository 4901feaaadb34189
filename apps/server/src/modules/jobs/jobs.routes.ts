import { jobEndpoints, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import type { JobScheduler } from './jobs.scheduler.js';
import { changeJob, jobHistory, listJobs, runJobNow } from './jobs.service.js';

/** The scheduled-jobs screen's calls (`jobEndpoints`); staff holding jobs:edit only. */
export async function jobsRoutes(app: FastifyInstance, options: { db: Database; scheduler: JobScheduler }) {
  const { db, scheduler } = options;

  serveEndpoint(app, jobEndpoints.list, async () => okEnvelope(await listJobs(db)));

  serveEndpoint(app, jobEndpoints.change, async (request) =>
    okEnvelope(await changeJob(db, scheduler, request.params.code, request.body, request.staff?.username ?? '')),
  );

  serveEndpoint(app, jobEndpoints.run, async (request) => okEnvelope(await runJobNow(db, scheduler, request.params.code)));

  serveEndpoint(app, jobEndpoints.runs, async (request) => okEnvelope(await jobHistory(db, request.params.code)));
}
