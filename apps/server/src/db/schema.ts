export { captchas, customers, loginFailures, sessions } from '../modules/accounts/accounts.table.js';
export { products } from '../modules/catalog/catalog.table.js';
export { settings } from '../modules/settings/settings.table.js';
