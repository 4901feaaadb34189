export {
  addresses,
  attributeGroups,
  attributeItems,
  captchas,
  customerAttributes,
  customerDepartments,
  customers,
  departments,
  externalIdentities,
  loginTickets,
  organisationMembers,
  organisations,
  oauthStates,
  loginFailures,
  loginTurns,
  sessions,
  verificationCodes,
} from '../modules/accounts/accounts.table.js';
export { outboxMessages } from '../modules/notifications/notifications.table.js';
export { productCitations, productDocuments, productPacks, productPrices, productRelations, products, searchWords } from '../modules/catalog/catalog.table.js';
export { contentPages, faqs, news, serviceRequests } from '../modules/content/content.table.js';
export { settings } from '../modules/settings/settings.table.js';
export { uploads } from '../modules/uploads/uploads.table.js';
export { dictItems } from '../modules/system/dictionaries.table.js';
export { staffMembers, staffSessions } from '../modules/staff/staff.table.js';
export { categories } from '../modules/system/categories.table.js';
export { jobRuns, scheduledJobs } from '../modules/jobs/jobs.table.js';
export { cartLines } from '../modules/cart/cart.table.js';
export { invoices, orderEvents, orderLines, orders, parcels, tubeLabels } from '../modules/orders/orders.table.js';
export { orderResults, subOrders } from '../modules/orders/orders.results.table.js';
export { orderDesigns } from '../modules/orders/orders.designs.table.js';
export { auditLog } from '../modules/audit/audit.table.js';
export { plasmidDesigns } from '../modules/plasmids/plasmids.table.js';
export { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../modules/webhooks/webhooks.table.js';
export { punchoutBuyers, punchoutDocuments, punchoutSessions } from '../modules/punchout/punchout.table.js';
