export { sendersFor, type Sender } from './notifications.adapters.js';
export { devInboxRoutes } from './notifications.routes.js';
export { createDispatcher, enqueueMessage, type Dispatcher } from './notifications.service.js';
export { unsentMessageCounts } from './notifications.repository.js';
