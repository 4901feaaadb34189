export { createWebhookDispatcher } from './webhooks.dispatcher.js';
export { webhooksRoutes } from './webhooks.routes.js';
export { emitWebhookEvent } from './webhooks.service.js';
