export { catalogRoutes } from './catalog.routes.js';
export { DEMO_PRODUCT_COUNT, catalogueEntries } from './catalog.demo-generator.js';
export { addCatalogueEntries, generateProducts } from './catalog.generate.service.js';
export { notifyCatalogueChanged } from './catalog.revision.js';
export type { CatalogueEntry } from './catalog.entry.js';
export { type ImportReport, importProducts } from './catalog.import.service.js';
export { readImportFile } from './catalog.import.files.js';
