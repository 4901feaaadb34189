export { createWebhookDispatcher } from './webhooks.dispatcher.js';
export { webhooksRoutes } from './webhooks.routes.js';
export { emitWebhookEvent, emitWebhookEvents } from './webhooks.service.js';
