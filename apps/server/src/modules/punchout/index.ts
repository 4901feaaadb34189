export { punchoutRoutes } from './punchout.routes.js';
