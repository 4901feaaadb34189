export { contentRoutes } from './content.routes.js';
export { seedContent } from './content.seed.js';
