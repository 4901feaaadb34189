export { addresses, attributeGroups, attributeItems, captchas, customerAttributes, customers, loginFailures, sessions, verificationCodes } from '../modules/accounts/accounts.table.js';
export { outboxMessages } from '../modules/notifications/notifications.table.js';
export { products } from '../modules/catalog/catalog.table.js';
export { settings } from '../modules/settings/settings.table.js';
