import type { CartKind } from '@portal/domain';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** One line of a customer's cart: a catalogue product's pack and how many of it, or a saved plasmid design. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    cart: text('cart').$type<CartKind>().notNull(),
    productId: uuid('product_id'),
    packId: uuid('pack_id'),
    /** The plasmid design a carrier cart line holds (issue 18); null on catalogue lines. */
    designId: uuid('design_id'),
    catalog: text('catalog').notNull(),
    projectName: text('project_name').notNull().default(''),
    orderNo: text('order_no').notNull().default(''),
    orderType: text('order_type').notNull().default('product'),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_lines_customer_idx').on(table.customerId, table.cart, table.createdAt),
    // Adding a pack that is already in the cart raises its quantity instead of making a second line.
    uniqueIndex('cart_lines_pack_idx').on(table.customerId, table.cart, table.packId),
    // A design goes into the carrier cart once; adding it again answers the line that holds it.
    uniqueIndex('cart_lines_design_idx').on(table.customerId, table.cart, table.designId),
  ],
);
