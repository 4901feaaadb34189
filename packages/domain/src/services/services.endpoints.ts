import { z } from 'zod';
import { CATALOG_EDIT_PERMISSION } from '../catalog/catalog-staff.contract.js';
import { CURRENCIES } from '../catalog/product.contract.js';
import { defineEndpoint } from '../http/endpoint.js';
import { primerPriceTableSchema, primerPricesSchema } from './primer-pricing.js';

const tags = ['services'];

/** The primer prices in the customer's currency, for the order form to price rows as they are typed. */
export const primerQuoteSchema = z.object({ currency: z.enum(CURRENCIES), prices: primerPricesSchema });
export type PrimerQuote = z.infer<typeof primerQuoteSchema>;

/** A spreadsheet's rows as text, for an order form to take as it takes pasted rows. */
export const sheetCellsSchema = z.object({ rows: z.array(z.array(z.string())) });

export const servicesEndpoints = {
  primerPrices: defineEndpoint({ method: 'GET', path: '/by-order-client/services/primerPrices', tags, access: 'customer', reply: primerQuoteSchema }),
  /** An uploaded .xlsx read to its first sheet's cells; nothing is kept. */
  sheetRows: defineEndpoint({
    method: 'POST',
    path: '/by-order-client/services/sheetRows',
    tags,
    access: 'customer',
    body: 'multipart',
    reply: sheetCellsSchema,
  }),
};

/** The price table staff keep for primer synthesis (with the catalogue permission: it is the oligos' price list). */
export const servicesStaffEndpoints = {
  primerPriceTable: defineEndpoint({
    method: 'GET',
    path: '/staff/services/primerPrices',
    tags: ['staff services'],
    access: { permission: CATALOG_EDIT_PERMISSION },
    reply: primerPriceTableSchema,
  }),
  savePrimerPriceTable: defineEndpoint({
    method: 'POST',
    path: '/staff/services/primerPrices',
    tags: ['staff services'],
    access: { permission: CATALOG_EDIT_PERMISSION },
    body: primerPriceTableSchema,
    reply: primerPriceTableSchema,
  }),
};
