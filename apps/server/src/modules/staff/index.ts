export { default as staffAuthPlugin } from './staff.auth.js';
export { staffRoutes } from './staff.routes.js';
export { deleteEndedStaffSessions, staffMailRecipients } from './staff.repository.js';
