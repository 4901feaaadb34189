import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';
import {
  CATALOG_EDIT_PERMISSION,
  catalogImportReportSchema,
  staffCatalogNoQuerySchema,
  staffDocumentFileInputSchema,
  staffDocumentInputSchema,
  staffDocumentSchema,
  staffDocumentsQuerySchema,
  staffIdInputSchema,
  staffProductInputSchema,
  staffProductListQuerySchema,
  staffProductRowSchema,
  staffProductSchema,
  staffPublishInputSchema,
} from './catalog-staff.contract.js';

const BASE = '/staff/catalog';
const tags = ['staff catalogue'];
const access = { permission: CATALOG_EDIT_PERMISSION };
/** Every document write answers the product's documents as they now are. */
const documentsSchema = z.array(staffDocumentSchema);

/**
 * The catalogue back office: every product (published or not), the product editor, publishing, a product's documents
 * (PDFs uploaded to the `document` folder first, then named here by their stored path) and the spreadsheet import.
 */
export const catalogStaffEndpoints = {
  products: defineEndpoint({
    method: 'GET',
    path: `${BASE}/products`,
    tags,
    access,
    query: staffProductListQuerySchema,
    reply: pageResultSchema(staffProductRowSchema),
  }),
  product: defineEndpoint({ method: 'GET', path: `${BASE}/product`, tags, access, query: staffCatalogNoQuerySchema, reply: staffProductSchema }),
  saveProduct: defineEndpoint({ method: 'POST', path: `${BASE}/product/save`, tags, access, body: staffProductInputSchema, reply: staffProductSchema }),
  publishProduct: defineEndpoint({ method: 'POST', path: `${BASE}/product/publish`, tags, access, body: staffPublishInputSchema, reply: staffProductSchema }),
  documents: defineEndpoint({ method: 'GET', path: `${BASE}/product/documents`, tags, access, query: staffDocumentsQuerySchema, reply: documentsSchema }),
  addDocument: defineEndpoint({ method: 'POST', path: `${BASE}/product/document/add`, tags, access, body: staffDocumentInputSchema, reply: documentsSchema }),
  replaceDocumentFile: defineEndpoint({
    method: 'POST',
    path: `${BASE}/product/document/replace`,
    tags,
    access,
    body: staffDocumentFileInputSchema,
    reply: documentsSchema,
  }),
  deleteDocument: defineEndpoint({ method: 'POST', path: `${BASE}/product/document/delete`, tags, access, body: staffIdInputSchema, reply: documentsSchema }),
  /** A spreadsheet of products, created or updated by catalogue number. */
  importProducts: defineEndpoint({ method: 'POST', path: `${BASE}/import`, tags, access, body: 'multipart', reply: catalogImportReportSchema }),
};
