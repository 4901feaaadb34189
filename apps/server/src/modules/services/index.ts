export { servicesRoutes } from './services.routes.js';
export { primerPriceTable } from './services.repository.js';
