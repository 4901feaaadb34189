export { type AuditEntry, appendAudit } from './audit.repository.js';
export { auditRoutes } from './audit.routes.js';
