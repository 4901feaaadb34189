export { addresses, attributeGroups, attributeItems, captchas, customerAttributes, customerDepartments, customers, departments, externalIdentities, loginTickets, oauthStates, loginFailures, sessions, verificationCodes } from '../modules/accounts/accounts.table.js';
export { outboxMessages } from '../modules/notifications/notifications.table.js';
export { products } from '../modules/catalog/catalog.table.js';
export { settings } from '../modules/settings/settings.table.js';
export { uploads } from '../modules/uploads/uploads.table.js';
export { dictItems } from '../modules/system/dictionaries.table.js';
export { staffMembers, staffSessions } from '../modules/staff/staff.table.js';
export { categories } from '../modules/system/categories.table.js';
export { jobRuns, scheduledJobs } from '../modules/jobs/jobs.table.js';
