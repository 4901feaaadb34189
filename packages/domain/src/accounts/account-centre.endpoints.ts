import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import type { Edition } from '../i18n/languages.js';
import { IMPORT_PARTIAL_CODE, importResultSchema } from '../system/import.contract.js';
import { addressIdSchema, addressInputSchema, addressSchema, countrySchema, regionSchema } from './address.contract.js';
import { accountDeletionSchema, avatarInputSchema, profileInputSchema, profileSchema } from './profile.contract.js';

const BASE = '/by-order-client/customer';
const tags = ['account centre'];

/** The account centre: region data, profile, the address book, data export and account closing. */
export const accountCentreEndpoints = {
  regions: defineEndpoint({ method: 'GET', path: `${BASE}/dict/getAllAreaInfos`, tags, access: 'public', reply: z.array(regionSchema) }),
  countries: defineEndpoint({ method: 'GET', path: `${BASE}/dict/countries`, tags, access: 'public', reply: z.array(countrySchema) }),
  profile: defineEndpoint({ method: 'GET', path: `${BASE}/profile`, tags, access: 'customer', reply: profileSchema }),
  saveProfile: defineEndpoint({ method: 'PUT', path: `${BASE}/profile`, tags, access: 'customer', body: profileInputSchema, reply: profileSchema }),
  saveAvatar: defineEndpoint({ method: 'PUT', path: `${BASE}/avatar`, tags, access: 'customer', body: avatarInputSchema, reply: profileSchema }),
  addresses: defineEndpoint({ method: 'GET', path: `${BASE}/address/list`, tags, access: 'customer', reply: z.array(addressSchema) }),
  setDefaultAddress: defineEndpoint({
    method: 'POST',
    path: `${BASE}/address/setDefault/:id`,
    tags,
    access: 'customer',
    params: addressIdSchema,
    reply: z.null(),
  }),
  deleteAddress: defineEndpoint({ method: 'DELETE', path: `${BASE}/address/delete/:id`, tags, access: 'customer', params: addressIdSchema, reply: z.null() }),
  /** Everything held about the customer, as a JSON file. */
  exportData: defineEndpoint({ method: 'GET', path: `${BASE}/exportData`, tags, access: 'customer', reply: 'file' }),
  deleteAccount: defineEndpoint({ method: 'POST', path: `${BASE}/deleteAccount`, tags, access: 'customer', body: accountDeletionSchema, reply: z.null() }),
};

function addressWriteEndpointsIn(edition: Edition) {
  const body = addressInputSchema(edition);
  return {
    add: defineEndpoint({ method: 'POST', path: `${BASE}/address/add`, tags, access: 'customer', body, reply: addressSchema }),
    edit: defineEndpoint({ method: 'PUT', path: `${BASE}/address/edit/:id`, tags, access: 'customer', params: addressIdSchema, body, reply: addressSchema }),
  };
}

/** Adding and editing an address: the contact phone's rule is the edition's, so each edition has its definitions (the same paths). */
export const addressWriteEndpoints: Record<Edition, ReturnType<typeof addressWriteEndpointsIn>> = {
  zh: addressWriteEndpointsIn('zh'),
  intl: addressWriteEndpointsIn('intl'),
};

/** The address book's Excel import (spec section 7, 'import URL') and its template; a partly accepted sheet answers IMPORT_PARTIAL_CODE. */
export const addressImportEndpoints = {
  importExcel: defineEndpoint({
    method: 'POST',
    path: `${BASE}/address/importExcel`,
    tags,
    access: 'customer',
    body: 'multipart',
    reply: importResultSchema,
    alsoAnswers: [IMPORT_PARTIAL_CODE],
  }),
  importTemplate: defineEndpoint({ method: 'GET', path: `${BASE}/address/importTemplate`, tags, access: 'customer', reply: 'file' }),
};
