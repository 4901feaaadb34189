export { plasmidsRoutes } from './plasmids.routes.js';
export { designPersonalData } from './plasmids.privacy.js';
