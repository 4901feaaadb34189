export { cartRoutes } from './cart.routes.js';
export { allCartLinesOf, removeAllCartLinesOf, removeCartLines, removeDesignLines } from './cart.repository.js';
export { type CartContext, addToCart } from './cart.service.js';
