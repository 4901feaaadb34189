export { categoriesRoutes } from './categories.routes.js';
export { checkRulesRoutes } from './check-rules.routes.js';
export { dictionariesRoutes } from './dictionaries.routes.js';
export { DictionaryCache } from './dictionaries.service.js';
export { duplicateCheckRoutes } from './duplicate-check.routes.js';
export { healthRoutes } from './health.routes.js';
export { RowSyncHub } from './row-sync.hub.js';
export { rowSyncRoutes } from './row-sync.routes.js';
