export { catalogRoutes } from './catalog.routes.js';
