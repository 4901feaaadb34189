export { plasmidsRoutes } from './plasmids.routes.js';
export { designPersonalData } from './plasmids.privacy.js';
export { customerDesignsOf } from './plasmids.service.js';
export { cartDesigns, constructionEstimateMinor } from './plasmids.ordering.js';
export { sendPlasmidFile } from './plasmids.download.js';
