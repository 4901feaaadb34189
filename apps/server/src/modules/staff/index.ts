export { default as staffAuthPlugin } from './staff.auth.js';
export { staffRoutes } from './staff.routes.js';
