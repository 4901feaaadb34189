export * from './cron-state.js';
export * from './cron-bounds.js';
export { normalizeCronExpression } from './cron-fields.js';
export { cronExpressionProblem, cronProblemParams, type CronExpressionProblem } from './cron-validate.js';
export * from './cron-generate.js';
export * from './cron-parse.js';
export * from './cron-schedule.js';
