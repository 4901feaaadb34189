export { type AuditEntry, appendAudit } from './audit.repository.js';
export { auditRoutes } from './audit.routes.js';
export { type StaffActor, staffActorOf } from './audit.actor.js';
export { auditedChange } from './audit.change.js';
