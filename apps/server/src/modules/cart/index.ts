export { cartRoutes } from './cart.routes.js';
export { removeCartLines } from './cart.repository.js';
export { type CartContext, addToCart } from './cart.service.js';
