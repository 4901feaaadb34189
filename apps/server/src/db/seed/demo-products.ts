import { type CatalogueEntry, DEMO_PRODUCT_COUNT, catalogueEntries } from '../../modules/catalog/index.js';

/** The demo catalogue a fresh portal starts with: every product line, generated the same way on every machine. */
export const DEMO_PRODUCTS: CatalogueEntry[] = catalogueEntries(0, DEMO_PRODUCT_COUNT);
