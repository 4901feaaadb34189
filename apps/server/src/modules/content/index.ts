export { contentRoutes } from './content.routes.js';
export { seedContent } from './content.seed.js';
export { contentStaffRoutes } from './content.staff.routes.js';
