export { uploadsRoutes } from './uploads.routes.js';
export { deleteUploadsOf } from './uploads.service.js';
export { findOwnedUpload, uploadsOf } from './uploads.repository.js';
