export { ordersRoutes } from './orders.routes.js';
export { ordersStaffRoutes } from './orders.staff.routes.js';
export { expireQuotes } from './orders.expiry.service.js';
export { orderPersonalData } from './orders.privacy.js';
export { type PurchaseOrder, placePurchaseOrder } from './orders.purchase-order.service.js';
