import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { JOBS_PERMISSION } from '../permissions/permissions.js';
import { jobRunSchema, jobSchema, jobUpdateSchema } from './jobs.contract.js';

const tags = ['staff'];
const access = { permission: JOBS_PERMISSION };
const params = z.object({ code: z.string().max(64) });

/** The scheduled-jobs screen's calls; staff holding jobs:edit only. */
export const jobEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/staff/jobs', tags, access, reply: z.array(jobSchema) }),
  change: defineEndpoint({ method: 'PUT', path: '/staff/jobs/:code', tags, access, params, body: jobUpdateSchema, reply: jobSchema }),
  run: defineEndpoint({ method: 'POST', path: '/staff/jobs/:code/run', tags, access, params, reply: jobSchema }),
  runs: defineEndpoint({ method: 'GET', path: '/staff/jobs/:code/runs', tags, access, params, reply: z.array(jobRunSchema) }),
};
