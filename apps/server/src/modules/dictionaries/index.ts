export { dictionariesRoutes } from './dictionaries.routes.js';
export { DictionaryCache } from './dictionaries.service.js';
