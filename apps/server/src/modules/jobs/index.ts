export { createJobHandlers, type JobSources } from './jobs.handlers.js';
export { jobsRoutes } from './jobs.routes.js';
export { JobScheduler } from './jobs.scheduler.js';
